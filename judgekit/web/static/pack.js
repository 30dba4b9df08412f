// The offline pack: served over http(s), a service worker keeps every file of it (sw.js at the
// pack's root), so a phone that opened one page has them all without a network.
(function () {
  "use strict";
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  var root = new URL("../", document.currentScript.src);  // this script is static/pack.js
  navigator.serviceWorker.register(new URL("sw.js", root).href, { scope: root.pathname })
    .catch(function (e) { console.warn("judgekit: the pack will not work offline:", e); });
})();
