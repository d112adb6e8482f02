/* global document, requestAnimationFrame */
// Starts the app (the module named by data-app) after the page's first paint. A page with a guest's
// first view in its HTML (data-after-paint) holds back the app's stylesheet (data-styles) and module
// preloads (data-modules) too, and adds them once that view's first contentful paint is there: fetched
// earlier, they held the parser and the paint. Any other page (a splash, which is not contentful)
// starts at the next frame. A hidden tab paints no frames: it starts at once, or by the timer.
(function () {
  var script = document.currentScript;
  var app = script.getAttribute('data-app');
  var list = function (name) {
    return (script.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var link = function (attributes) {
    var element = document.createElement('link');
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.body.appendChild(element);
  };
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    list('data-styles').forEach(function (href) {
      link({ rel: 'stylesheet', href: href });
    });
    list('data-modules').forEach(function (href) {
      link({ rel: 'preload', as: 'script', crossorigin: '', href: href });
    });
    import(app);
  };
  var paintObserved =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (script.hasAttribute('data-after-paint') && paintObserved) {
    if (document.visibilityState === 'hidden') return start();
    new PerformanceObserver(function (entries, observer) {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 3000);
    return;
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 200);
})();
