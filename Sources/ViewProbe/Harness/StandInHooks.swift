import Testing

extension ParentHarness {
  /// The object a stand-in module keeps under `key` for this harness (made by `make` when first
  /// asked for): for ViewProbe's stand-ins (StoreKit's products), not for app or test code.
  public func _harnessObject(_ key: String, make: () -> any AnyObject & Sendable)
    -> any AnyObject & Sendable
  {
    core.graph.systemActions.applicationObject(key, make: make)
  }

  /// Runs `work` as an event of this harness (its code's context, then one update): for
  /// ViewProbe's stand-ins, not for app or test code.
  public func _perform(
    sourceLocation: SourceLocation = #_sourceLocation, _ work: @MainActor () -> Void
  ) {
    core.flush(at: sourceLocation)
    guard let root = core.graph.root else { return }
    core.perform(at: sourceLocation, from: root, work)
  }
}

extension ParentHarness {
  /// Records `message` as misuse at `sourceLocation`: for ViewProbe's stand-ins, not for app or
  /// test code.
  public func _reportMisuse(_ message: String, sourceLocation: SourceLocation) {
    core.reportMisuse(message, at: sourceLocation)
  }
}
