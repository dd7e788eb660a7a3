import Testing

extension ParentHarness {
  // MARK: The microphone

  /// Says `words` into the device's microphone: every audio engine that runs and was started by
  /// code this harness ran (an action, a `.task`, a `Task` they started) hears them — its input
  /// node's tap gets a buffer of them, which a speech request it is appended to recognizes (on
  /// Linux, with ViewProbe's AVFoundation and Speech stand-ins). Then one update. With no engine
  /// listening, the words reach nothing: a recorded issue (the app did not start listening, or
  /// stopped).
  public func speak(_ words: String, sourceLocation: SourceLocation = #_sourceLocation) {
    core.flush(at: sourceLocation)
    let listeners = core.graph.systemActions.microphoneListeners
    guard !listeners.isEmpty, let root = core.graph.root else {
      return core.reportMisuse(
        "speak(\"\(words)\") reached no microphone: no audio engine started by this harness's "
          + "code is running (the app has not started listening, or has stopped)",
        at: sourceLocation)
    }
    core.perform(at: sourceLocation, from: root) {
      for listener in listeners { listener.deliver(words) }
    }
  }
}
