// The app's code for a page the BFF has rendered (bff/features/site/page-html.ts): requested once the page has painted its
// content, so the code never takes a slow connection's bandwidth, nor the phone's processor, from that first paint.
// A hidden tab paints nothing, and a browser that cannot tell when it painted waits one frame: both start sooner.
(function () {
  var script = document.currentScript;
  var started = false;
  // Each request in a task of its own: asking for one costs the page a few milliseconds (more on a slow phone), and
  // five asked at once made one task long enough to hold up a tap.
  var start = function () {
    if (started) return;
    started = true;
    var requests = [
      function () {
        var app = document.createElement('script');
        app.type = 'module';
        app.crossOrigin = '';
        app.src = script.dataset.entry;
        document.head.appendChild(app);
      },
    ];
    script.dataset.preload
      .split(' ')
      .filter(Boolean)
      .forEach(function (href) {
        requests.push(function () {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.appendChild(link);
        });
      });
    var next = function () {
      requests.shift()();
      if (requests.length) setTimeout(next);
    };
    next();
  };
  var paints = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState === 'hidden') start();
  else if (paints.indexOf('paint') < 0)
    requestAnimationFrame(function () {
      setTimeout(start);
    });
  else {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
    // A tab put away before its first paint paints nothing: its code starts at once.
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') start();
    });
    // The browser shows its first frame a moment after drawing it, and headless Chromium has been seen to hold that
    // frame back for a whole second: code started meanwhile competes with the frame, so the fallback for a page
    // that never tells its paint waits well past that.
    setTimeout(start, 3000);
  }
})();
