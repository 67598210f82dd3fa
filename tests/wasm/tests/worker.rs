//! The ferrochess suite in a dedicated web worker in headless Chromium, where
//! the engine runs for the page.
#![cfg(target_arch = "wasm32")]

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_dedicated_worker);

mod suite;
