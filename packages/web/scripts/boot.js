/* global document, requestAnimationFrame */
// Starts the app (the module named by data-app) after the page's first paint: a deferred classic script
// runs before that paint could happen, so it waits for the next frame and then a task. A hidden tab
// paints no frames: the timer starts the app there.
(function () {
  var app = document.currentScript.getAttribute('data-app');
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    import(app);
  };
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 200);
})();
