/// H08, as Apple documents `FocusState.wrappedValue`: while focus is in no view bound to a focus
/// state, the state reads `nil` (or `false`). After an update, a state that names a view is set back
/// when no view in the tree is bound to it with that value: its focused field left the tree (a
/// branch switched, a row was deleted, a sheet closed), or the app named a field that is not there.
extension ViewGraph {
  /// Sets back the focus states that name no view bound to them; whether any was set back (their
  /// readers are then invalid). Runs only after a focus state was written or a view bound to one
  /// updated or left, and walks only the views bound to focus states.
  func releaseUnboundFocus() -> Bool {
    focusCheckNeeded = false
    guard !focusClaims.isEmpty else { return false }
    var bound: [ObjectIdentifier: Int]?
    var released = false
    for (storage, claim) in focusClaims {
      guard claim.holdsFocus() else {
        focusClaims[storage] = nil
        continue
      }
      // Most checks follow typing into the focused field: the view found last time still holds.
      if let id = claim.binder, let bond = bond(of: id), bond.storage == storage, bond.holds() {
        continue
      }
      if bound == nil { bound = boundFocusStates() }
      if let id = bound?[storage] {
        claim.binder = id
      } else {
        focusClaims[storage] = nil
        claim.release()
        released = true
      }
    }
    return released
  }

  /// The focus binding of the view `id`, if it is in the tree.
  private func bond(of id: Int) -> FocusBond? {
    (nodes[id]?.castableView as? any FocusCarrying)?.focusModifier?.bond
  }

  /// For each focus state that a view in the tree is bound to with the state's value, that view.
  private func boundFocusStates() -> [ObjectIdentifier: Int] {
    var bound: [ObjectIdentifier: Int] = [:]
    for id in focusBinders {
      guard let bond = bond(of: id), bond.holds() else { continue }
      bound[bond.storage] = id
    }
    return bound
  }
}
