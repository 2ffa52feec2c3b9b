// Stands in for a geocoder that only answers through a script tag (JSONP): the direct request cannot read
// this file as JSON, so the MapPanel falls back to loading it with a json_callback parameter.
(function () {
  const source = document.currentScript && document.currentScript.src;
  const callback = source ? new URL(source).searchParams.get('json_callback') : null;
  if (callback && typeof window[callback] === 'function') {
    window[callback]([{ lon: '19.8451', lat: '45.2517', display_name: 'Zmaj Jovina 1, Novi Sad (script tag)' }]);
  }
})();
