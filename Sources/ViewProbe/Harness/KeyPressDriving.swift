import Testing

/// A key pressed on the hardware keyboard of an iPad: `onKeyPress` handlers hear it.
extension ParentHarness {
  /// Presses `key` (with `modifiers` held) on a hardware keyboard and lets it go: the key goes
  /// down, then up, each press sent to the `onKeyPress` handlers of the view that has focus (the
  /// field typed into or focused, or the view a `@FocusState` names) and then of the views above
  /// it, innermost first, until one returns `.handled`; then one update. Nothing is typed into a
  /// field (type with `setInput`). Refused with a recorded issue when no view has focus: a key
  /// press goes to the focused view.
  public func pressKey(
    _ key: KeyEquivalent, modifiers: EventModifiers = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    core.flush(at: sourceLocation)
    let graph = core.graph
    guard let responder = graph.focusedResponder() else {
      return core.reportMisuse(
        "pressKey(_:) found no view with focus: a key press goes to the view that has focus and "
          + "the views above it. Focus a field (focus(), setInput) or set the @FocusState that "
          + "names the view first.", at: sourceLocation)
    }
    core.perform(at: sourceLocation, from: responder) {
      for phase in [KeyPress.Phases.down, .up] {
        let press = KeyPress(
          key: key, characters: String(key.character), modifiers: modifiers, phase: phase)
        graph.dispatch(press, from: responder)
      }
    }
  }
}

extension ThemedHarness {
  /// Presses `key` on a hardware keyboard (see `ParentHarness.pressKey(_:modifiers:)`).
  public func pressKey(
    _ key: KeyEquivalent, modifiers: EventModifiers = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    harness.pressKey(key, modifiers: modifiers, sourceLocation: sourceLocation)
  }
}
