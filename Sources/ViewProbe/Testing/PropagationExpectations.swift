import Testing

extension ParentHarness {
  /// Expects `action` (typically a control driven in a child) to write `value` through to the
  /// owner, and the owner's body to run again (B01, C11).
  ///
  /// ```swift
  /// harness.expectWrite(reaches: SettingsScreen.self, reading: store.displayName, equals: "Ada") {
  ///   try harness.find(textField: "Display name").setInput("Ada")
  /// }
  /// ```
  public func expectWrite<Owner: View, Value: Equatable>(
    reaches owner: Owner.Type, reading value: @autoclosure () -> Value, equals expected: Value,
    by action: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let before = bodyCount(of: owner)
    let initial = value()
    try action()
    core.flush(at: sourceLocation)
    let ownerName = core.nodes(of: owner).first?.path ?? _typeName(owner, qualified: false)
    let actual = value()
    if initial == expected {
      // The value was there before the write: the check could not tell whether it reached.
      core.fail(
        "expectWrite(reaches: \(ownerName)) expects \(core.graph.describe(expected)), which the "
          + "owner already had before the action, so it cannot tell whether the write reached it; "
          + "expect a value the action changes.", at: sourceLocation)
      return
    }
    guard actual == expected else {
      core.fail(
        "Expected the write to reach \(ownerName) with \(core.graph.describe(expected)), but the "
          + "owner still has \(core.graph.describe(actual)). Likely cause: the child holds a copy, "
          + "not a binding — @State or a plain var in the child ignores the owner (A05, F02); use "
          + "@Binding for a value, @Bindable for an @Observable.", at: sourceLocation)
      return
    }
    if bodyCount(of: owner) == before {
      core.fail(
        "The write reached \(ownerName) (\(core.graph.describe(actual))), but its body did not "
          + "run again. Likely cause: its last body did not read the value, so it does not "
          + "depend on it (E05, C01).", at: sourceLocation)
    }
  }
}
