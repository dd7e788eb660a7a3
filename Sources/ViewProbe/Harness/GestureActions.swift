import Testing

extension FoundView {
  // MARK: Gestures

  /// Drags the view by `translation`: the nearest gesture on it (including those on its body's
  /// root and that root's modifiers, which cover the whole view) or above it that takes drags
  /// reports one change (the whole translation), then ends — its `onChanged`, `updating` and
  /// `onEnded` closures run as SwiftUI runs them, then one update pass. A drag shorter than the
  /// gesture's `minimumDistance` is not recognised: nothing runs, as in SwiftUI.
  public func drag(by translation: CGSize, sourceLocation: SourceLocation = #_sourceLocation) {
    performGesture(
      "drag(by:)",
      [
        .drag(translation: translation, ended: false),
        .drag(translation: translation, ended: true),
      ], at: sourceLocation)
  }

  /// Drags the view from `start`, a point in its own space, by `translation`, as `drag(by:)`
  /// does: the gesture's value starts at `start` (`startLocation`) and ends at `start` moved by
  /// `translation` (`location`) — what a custom slider or a drawing reads. (`drag(by:)` starts
  /// at the origin.) ViewProbe lays nothing out, so the points are handed over as they are.
  public func drag(
    from start: CGPoint, by translation: CGSize, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    performGesture(
      "drag(from:by:)",
      [
        .drag(translation: translation, ended: false, start: start),
        .drag(translation: translation, ended: true, start: start),
      ], at: sourceLocation)
  }

  /// Presses the view long enough: the nearest long-press gesture (or `onLongPressGesture`) at or
  /// above it reports the press going down, then ends.
  public func longPress(sourceLocation: SourceLocation = #_sourceLocation) {
    performGesture(
      "longPress()", [.longPress(ended: false), .longPress(ended: true)], at: sourceLocation)
  }

  /// Pinches the view to `scale` (1 leaves it unchanged): the nearest magnify gesture reports
  /// one change, then ends.
  public func magnify(by scale: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    performGesture(
      "magnify(by:)", [.magnify(by: scale, ended: false), .magnify(by: scale, ended: true)],
      at: sourceLocation)
  }

  /// Twists the view by `angle`: the nearest rotate gesture reports one change, then ends.
  public func rotate(by angle: Angle, sourceLocation: SourceLocation = #_sourceLocation) {
    performGesture(
      "rotate(by:)", [.rotate(by: angle, ended: false), .rotate(by: angle, ended: true)],
      at: sourceLocation)
  }

  /// Sends `events` to the nearest gesture that takes them, from the deepest view covering the
  /// found one (see `coveringDescendant`) upwards, each as a user
  /// event followed by an update.
  private func performGesture(
    _ action: String, _ events: [GestureEvent], at sourceLocation: SourceLocation
  ) {
    guard
      core.liveView(
        node, description: description, action: action, at: sourceLocation, checksLayers: false)
        != nil,
      let first = events.first
    else { return }
    var current: ViewNode? = node.coveringDescendant
    while let candidate = current {
      if case .drag(let translation, _, _) = first, candidate.layout.represent != nil,
        turnUIKitPage(of: candidate, by: translation, action, at: sourceLocation)
      {
        return
      }
      if let gesture = (candidate.castableView as? any GestureCarrying)?.attachedGesture,
        gesture.takes(first)
      {
        guard candidate.environment.isEnabled else {
          core.reportMisuse(
            "\(action) on \(description) found its gesture disabled by "
              + "\(core.disablingModifier(above: candidate)); a disabled view ignores gestures.",
            at: sourceLocation)
          return
        }
        if core.refusesCovered(candidate, action, description, at: sourceLocation) { return }
        for event in events {
          core.perform(at: sourceLocation, from: candidate) { gesture.deliver(event) }
        }
        return
      }
      current = candidate.parent
    }
    if case .drag(let translation, _, _) = first, let pages = node.enclosingPageTabView {
      return turnPage(of: pages, by: translation, action, at: sourceLocation)
    }
    core.reportMisuse(
      "\(action) on \(description) found no gesture on it or above it that takes it (attach one with "
        + ".gesture(_:), or for a long press .onLongPressGesture).", at: sourceLocation)
  }
}
