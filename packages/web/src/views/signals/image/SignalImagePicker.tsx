import { IMAGE_FORMATS, validateImage } from '@signal-portal/core';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage, type FieldProblem } from '../../components/kit/index.js';
import { cropToPng, decodePicture, type DecodedPicture } from './crop-image.js';
import { cropAxisOf, cropFrame, croppedFilename, squareCrop } from './square-crop.js';
import './signal-image.css';

/** What the picker hands on: the cropped square, ready for SignalsService.uploadHeadshot. */
export interface PickedImage {
  readonly filename: string;
  readonly data: Uint8Array;
}

export interface SignalImagePickerProps {
  /** The signal's current image URL, or '' when it has none. */
  readonly current: string;
  /** The cropped image, or null when nothing (valid) is picked: keep the current image. */
  readonly onPicked: (file: PickedImage | null) => void;
  /** A refusal from elsewhere (the server's answer to the upload), shown at the field. */
  readonly problem?: FieldProblem | null;
}

const ACCEPTED_IMAGES = IMAGE_FORMATS.map((format) => `image/${format}`).join(',');
const CENTRE = 50;

interface Chosen {
  readonly picture: DecodedPicture;
  readonly filename: string;
}

/**
 * The signal image field: a file input; the core's validateImage on the chosen bytes before anything
 * is uploaded (FILE_FORMAT / FILE_SIZE at the field); the largest square, centred, which a slider
 * moves along the picture's longer side; the square drawn through a canvas into a PNG of at most
 * 400x400, handed to onPicked.
 */
export const SignalImagePicker = ({ current, onPicked, problem = null }: SignalImagePickerProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [position, setPosition] = useState(CENTRE);
  const [ownProblem, setOwnProblem] = useState<FieldProblem | null>(null);
  const [croppedUrl, setCroppedUrl] = useState('');
  const croppedUrlRef = useRef('');
  // The parent may pass a new callback on every render; cropping must not start again for that.
  const onPickedRef = useRef(onPicked);
  onPickedRef.current = onPicked;

  // The previous crop stays on screen until the next one is ready, then its URL is let go.
  const showCropped = (url: string) => {
    if (croppedUrlRef.current) URL.revokeObjectURL(croppedUrlRef.current);
    croppedUrlRef.current = url;
    setCroppedUrl(url);
  };
  useEffect(
    () => () => {
      if (croppedUrlRef.current) URL.revokeObjectURL(croppedUrlRef.current);
    },
    [],
  );

  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.picture.url);
  }, [chosen]);

  useEffect(() => {
    if (!chosen) return;
    let stale = false;
    const { picture, filename } = chosen;
    void cropToPng(picture, squareCrop(picture.width, picture.height, position)).then(async (blob) => {
      if (stale) return;
      const data = blob ? new Uint8Array(await blob.arrayBuffer()) : null;
      if (stale) return;
      // The crop is checked like any upload: it must stay a PNG under 2 MB.
      const check = data ? validateImage(data) : null;
      if (!blob || !data || !check || check.error) {
        setOwnProblem({ code: check?.error ? check.value : 'FILE_FORMAT' });
        onPickedRef.current(null);
        return;
      }
      showCropped(URL.createObjectURL(blob));
      onPickedRef.current({ filename, data });
    });
    return () => {
      stale = true;
    };
  }, [chosen, position]);

  const clear = () => {
    setChosen(null);
    showCropped('');
    onPickedRef.current(null);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Lets the same file be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = validateImage(bytes);
    if (check.error) {
      setOwnProblem({ code: check.value });
      clear();
      return;
    }
    const picture = await decodePicture(file);
    if (!picture) {
      setOwnProblem({ code: 'FILE_FORMAT' });
      clear();
      return;
    }
    setOwnProblem(null);
    setPosition(CENTRE);
    setChosen({ picture, filename: croppedFilename(file.name) });
  };

  const shown = ownProblem ?? problem;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const axis = chosen ? cropAxisOf(chosen.picture.width, chosen.picture.height) : 'none';
  const preview = croppedUrl || current;

  return (
    <fieldset className="signal-image-picker">
      <legend>{t('signal.fields.image')}</legend>
      <div className="signal-image-body">
        <div className="signal-image-preview">
          {preview ? (
            <img
              src={preview}
              alt={t(croppedUrl ? 'signalEdit.image.newPreview' : 'signalEdit.image.currentPreview')}
              width={120}
              height={120}
            />
          ) : (
            <span className="signal-image-empty">{t('signalEdit.image.none')}</span>
          )}
        </div>
        <div className="signal-image-controls">
          <div className="signal-image-buttons">
            <label className="button button-secondary signal-image-file">
              {t(chosen || current ? 'signalEdit.image.change' : 'signal.fields.uploadImage')}
              <input
                type="file"
                accept={ACCEPTED_IMAGES}
                className="visually-hidden"
                aria-invalid={shown ? true : undefined}
                aria-describedby={shown ? `${hintId} ${errorId}` : hintId}
                onChange={(event) => void onFile(event)}
              />
            </label>
            {chosen && (
              <button type="button" className="button button-ghost" onClick={clear}>
                {t('signalEdit.image.keepCurrent')}
              </button>
            )}
          </div>
          {chosen && axis !== 'none' && (
            <div className="signal-image-position">
              <div className="signal-image-source" aria-hidden="true">
                <img src={chosen.picture.url} alt="" />
                <span className="signal-image-frame" style={frameStyle(chosen.picture, position)} />
              </div>
              <div className="signal-image-slider">
                <label htmlFor={`${id}-position`}>
                  {t(
                    axis === 'horizontal'
                      ? 'signalEdit.image.moveHorizontal'
                      : 'signalEdit.image.moveVertical',
                  )}
                </label>
                <input
                  id={`${id}-position`}
                  type="range"
                  min={0}
                  max={100}
                  step={5}
                  value={position}
                  aria-valuetext={t(
                    axis === 'horizontal'
                      ? 'signalEdit.image.positionHorizontal'
                      : 'signalEdit.image.positionVertical',
                    { percent: position },
                  )}
                  onChange={(event) => setPosition(Number(event.target.value))}
                />
              </div>
            </div>
          )}
          <p id={hintId} className="field-hint">
            {t('signal.fields.imageHint')} {t('signalEdit.image.cropHint')}
          </p>
          <FieldMessage id={errorId} problem={shown} />
        </div>
      </div>
    </fieldset>
  );
};

const frameStyle = (picture: DecodedPicture, position: number) => {
  const frame = cropFrame(picture.width, picture.height, squareCrop(picture.width, picture.height, position));
  return {
    left: `${frame.left}%`,
    top: `${frame.top}%`,
    width: `${frame.width}%`,
    height: `${frame.height}%`,
  };
};
