/// Computes the lookup tables that are not shipped (on wasm32; PATCHED.md).
/// Every `Board` constructor does so already.
pub fn construct() {
    crate::magic::init_tables();
}
