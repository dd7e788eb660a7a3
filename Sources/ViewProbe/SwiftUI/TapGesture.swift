/// `onTapGesture`: a tap on the view (or on any view inside it) runs the action. The harness's
/// `tap()` on a view that is not a control runs the nearest tap gesture around it.
nonisolated public struct _TapGestureModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let count: Int
  let action: () -> Void
  /// The action of `onTapGesture(count:coordinateSpace:perform:)`, which hears where the tap
  /// landed.
  var locatedAction: ((CGPoint) -> Void)? = nil
}

extension _TapGestureModifier: PassThroughModifier, PlainExpansion {}

/// Lets the harness find the tap action of an `onTapGesture` above a view.
@MainActor
protocol TapGestureCarrying {
  var tapGesture: _TapGestureModifier? { get }
}

extension ModifiedContent: TapGestureCarrying where Content: View, Modifier: ViewModifier {
  var tapGesture: _TapGestureModifier? { modifier as? _TapGestureModifier }
}

nonisolated extension View {
  /// Runs `action` when the view is tapped `count` times.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  {
    modifier(_TapGestureModifier(count: count, action: action))
  }
}

extension ViewNode {
  /// The deepest view that covers exactly this one: down through views with a single child (a
  /// custom view's body, the modifiers on it) to the first container or leaf. A touch anywhere on
  /// this view lands in that one, so gestures attached along the way — an `onTapGesture` on a
  /// row's `HStack`, a `DragGesture` on a card's `ZStack` — take it before those above.
  var coveringDescendant: ViewNode {
    var node = self
    while node.children.count == 1 { node = node.children[0] }
    return node
  }

  /// What `count` taps on this view do: the nearest `onTapGesture(count:)` or tap gesture of that
  /// many taps, or (for one tap) button-like control, at or above it (a tap on a button's label is
  /// a tap on the button), with the node that handles it. Tap gestures of another count let the
  /// taps through, as SwiftUI's do not recognise them. A control ends the search: it takes the
  /// touch (a toggle's or a picker's label takes no taps; a button takes them one by one).
  func nearestTapHandler(count: Int) -> (node: ViewNode, action: (@MainActor () -> Void)?)? {
    var node: ViewNode? = self
    var below: ViewNode?
    while let current = node {
      if let action = current.ownTapGestureAction(count: count) { return (current, action) }
      if let control = current.castableView as? any DrivableControl,
        below.map(control.takesTap(on:)) ?? true
      {
        return (current, count == 1 ? control.tapAction(at: current) : nil)
      }
      below = current
      node = current.parent
    }
    return nil
  }

  /// The first view at or inside this one, depth-first, that takes a single tap, with what the tap
  /// runs: inside an app's `PrimitiveButtonStyle`, where its body put the button's touch.
  func firstTapHandlerInside() -> (node: ViewNode, action: (@MainActor () -> Void)?)? {
    var stack: [ViewNode] = [self]
    while let current = stack.popLast() {
      if let action = current.ownTapGestureAction(count: 1) { return (current, action) }
      if let control = current.castableView as? any DrivableControl,
        let action = control.tapAction(at: current)
      {
        return (current, action)
      }
      stack.append(contentsOf: current.children.reversed())
    }
    return nil
  }

  /// What `count` taps run when this view carries a gesture that takes them: an
  /// `onTapGesture(count:)`, or a gesture (`TapGesture`, a `SpatialTapGesture` …) that does.
  private func ownTapGestureAction(count: Int) -> (@MainActor () -> Void)? {
    let location = graph.tapLocation
    if let gesture = (castableView as? any TapGestureCarrying)?.tapGesture, gesture.count == count {
      if let located = gesture.locatedAction { return { located(location) } }
      let action = gesture.action
      return { action() }
    }
    let tap = GestureEvent.tap(location: location, count: count)
    if let gesture = (castableView as? any GestureCarrying)?.attachedGesture,
      gesture.anyValue(for: tap) != nil
    {
      return { gesture.deliver(tap) }
    }
    return nil
  }

  /// The `onTapGesture`s at or above this view, by count, for a message about taps that found
  /// none of theirs: " (there: onTapGesture(count: 2))", or nothing.
  var tapCountsHint: String {
    var counts: [Int] = []
    var node: ViewNode? = self
    while let current = node {
      if let count = (current.castableView as? any TapGestureCarrying)?.tapGesture?.count,
        !counts.contains(count)
      {
        counts.append(count)
      }
      node = current.parent
    }
    if counts.isEmpty { return "" }
    return " (there: \(counts.map { "onTapGesture(count: \($0))" }.joined(separator: ", ")))"
  }
}
