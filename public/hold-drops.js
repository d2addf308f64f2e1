// A page the BFF drew (bff/features/site/page-html.ts) shows its drop zones before the app has taken it over, when they cannot
// take a file yet: a file dropped then would open in the tab, the page and its work gone (the browser's default).
// Until the app takes over, this holds such drops: a file dropped on a drop zone is kept for it (the zone takes it
// when it starts: src/web/components/ui/held-drops.ts); one dropped beside it is not opened, as after the take-over.
(function () {
  var held = [];
  var hold = function (event) {
    if (!document.querySelector('[data-drop-zone]')) return; // nothing here takes files: the browser's way
    event.preventDefault();
    // Held drops go to the zone when it starts; one that also reached React (which may hydrate the zone at the drop
    // and hand it the drop at once) would be taken twice. Until then the drops are the page's alone.
    event.stopPropagation();
    if (event.type !== 'drop' || !event.dataTransfer) return;
    var zone = event.target instanceof Element ? event.target.closest('[data-drop-zone]') : null;
    if (zone)
      held.push({
        zone: zone.getAttribute('data-drop-zone'),
        files: Array.prototype.slice.call(event.dataTransfer.files),
      });
  };
  // Capturing, at the window: before React's listener on the page's root.
  window.addEventListener('dragover', hold, true);
  window.addEventListener('drop', hold, true);
  window.heldDrops = {
    // The zone has started: from now on it takes its drops itself.
    take: function (zone) {
      window.removeEventListener('dragover', hold, true);
      window.removeEventListener('drop', hold, true);
      var files = [];
      held.forEach(function (drop) {
        if (drop.zone === zone) files = files.concat(drop.files);
      });
      held = [];
      return files;
    },
  };
})();
