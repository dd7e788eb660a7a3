import Testing

extension ParentHarness {
  /// The sensory feedback (haptics) the views played so far, in order: a `sensoryFeedback`
  /// modifier plays when its trigger changes, as its condition or closure allows.
  public var sensoryFeedback: [SensoryFeedback] {
    core.flush(at: nil)
    return core.graph.playedFeedback
  }
}
