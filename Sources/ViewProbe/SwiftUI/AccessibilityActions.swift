/// `accessibilityAction` and `accessibilityAdjustableAction`: what VoiceOver (and other assistive
/// technologies) can do to an element besides tapping it — a named action from the actions rotor,
/// the default action, escape, magic tap, or a swipe up or down on an adjustable element. The
/// harness performs them (`performAccessibilityAction(named:)`, `accessibilityAdjust(_:)`), so the
/// paths only VoiceOver users take can be tested.
nonisolated public struct _AccessibilityActionModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never

  /// What the modifier adds to the element.
  enum Action {
    case kind(AccessibilityActionKind, () -> Void)
    case named(String, () -> Void)
    case adjustable((AccessibilityAdjustmentDirection) -> Void)
    case scroll((Edge) -> Void)
  }

  let action: Action

  /// How messages name the action.
  var described: String {
    switch action {
    case .kind(let kind, _): "accessibilityAction(.\(kind.name))"
    case .named(let name, _): "accessibilityAction(named: \"\(name)\")"
    case .adjustable: "accessibilityAdjustableAction"
    case .scroll: "accessibilityScrollAction"
    }
  }
}

extension _AccessibilityActionModifier: PassThroughModifier, PlainExpansion {}

nonisolated extension View {
  /// What VoiceOver's swipe up and down do on this element; the harness performs it with
  /// `accessibilityAdjust(_:)`.
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View {
    modifier(_AccessibilityActionModifier(action: .adjustable(handler)))
  }

  /// What VoiceOver's three-finger swipe does on this element, told the edge the content moves
  /// towards; the harness performs it with `accessibilityScroll(_:)`.
  public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View {
    modifier(_AccessibilityActionModifier(action: .scroll(handler)))
  }

  /// An accessibility action of `actionKind` (the default action, escape, magic tap …); the
  /// harness performs it with `performAccessibilityAction(_:)`.
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View {
    let named = actionKind.isNamed
    return modifier(
      _AccessibilityActionModifier(
        action: named ? .named(actionKind.name, handler) : .kind(actionKind, handler)))
  }

  /// A named accessibility action, offered in VoiceOver's actions rotor; the harness performs it
  /// with `performAccessibilityAction(named:)`.
  public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void)
    -> some View
  {
    modifier(_AccessibilityActionModifier(action: .named(name.displayed, handler)))
  }

  /// A named accessibility action, from a string.
  public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> some View {
    modifier(_AccessibilityActionModifier(action: .named(String(name), handler)))
  }

  /// A named accessibility action, as text.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> some View
  {
    modifier(_AccessibilityActionModifier(action: .named(name.string, handler)))
  }
}

extension AccessibilityActionKind {
  /// Whether the kind was made from a name (`AccessibilityActionKind(named:)`).
  var isNamed: Bool { ![Self.default, .escape, .magicTap, .delete, .showMenu].contains(self) }
}
