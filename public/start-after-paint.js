// The app's code for a page the BFF has rendered (bff/routes/app-page.ts): requested once the page has painted its
// content, so the code never takes a slow connection's bandwidth, nor the phone's processor, from that first paint.
// A hidden tab paints nothing, and a browser that cannot tell when it painted waits one frame: both start sooner.
(function () {
  var script = document.currentScript;
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    script.dataset.preload.split(' ').filter(Boolean).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = script.dataset.entry;
    document.head.appendChild(app);
  };
  var paints = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState === 'hidden') start();
  else if (paints.indexOf('paint') < 0) requestAnimationFrame(function () { setTimeout(start); });
  else {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 1000); // painted nothing contentful within a second (it always should): start anyway
  }
})();
