/// `onTapGesture`: a tap on the view (or on any view inside it) runs the action. The harness's
/// `tap()` on a view that is not a control runs the nearest tap gesture around it.
public struct _TapGestureModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let count: Int
  let action: @MainActor () -> Void
}

extension _TapGestureModifier: PrimitiveModifier, PlainExpansion {
  func makeChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
  }
}

/// Lets the harness find the tap action of an `onTapGesture` above a view.
@MainActor
protocol TapGestureCarrying {
  var tapGestureAction: (@MainActor () -> Void)? { get }
}

extension ModifiedContent: TapGestureCarrying where Content: View, Modifier: ViewModifier {
  var tapGestureAction: (@MainActor () -> Void)? {
    (modifier as? _TapGestureModifier)?.action
  }
}

extension View {
  /// Runs `action` when the view is tapped `count` times.
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
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

  /// What a tap on this view does: the nearest `onTapGesture` or button-like control at or above
  /// it (a tap on a button's label is a tap on the button), with the node that handles it. A
  /// control that takes no taps (a toggle's or a picker's label) ends the search.
  var nearestTapHandler: (node: ViewNode, action: @MainActor () -> Void)? {
    var node: ViewNode? = self
    while let current = node {
      if let action = (current.castableView as? any TapGestureCarrying)?.tapGestureAction {
        return (current, action)
      }
      let tap = GestureEvent.tap(location: .zero)
      if let gesture = (current.castableView as? any GestureCarrying)?.attachedGesture,
        gesture.anyValue(for: tap) != nil
      {
        return (current, { gesture.deliver(tap) })
      }
      if let control = current.castableView as? any DrivableControl {
        return control.tapAction(at: current).map { (current, $0) }
      }
      node = current.parent
    }
    return nil
  }
}
