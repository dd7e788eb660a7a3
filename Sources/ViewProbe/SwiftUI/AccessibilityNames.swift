/// `accessibilityLabel` and `accessibilityIdentifier`: the names assistive technologies and UI
/// tests use for a view. Nothing is read aloud in ViewProbe, but the harness finds a control by
/// these names as well as by its visible title (`find(button: "New Scrum")` finds an icon-only
/// button labelled "New Scrum").
public struct _AccessibilityNameModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never

  /// Which name the modifier gives.
  enum Kind {
    /// What VoiceOver reads instead of the view's own text.
    case label
    /// The name UI tests find the view by; never read aloud.
    case identifier
  }

  let kind: Kind
  let name: String
}

extension _AccessibilityNameModifier: PassThroughModifier, PlainExpansion {}

nonisolated extension View {
  /// The view's accessibility label, from a key: what VoiceOver reads instead of its text. The
  /// harness finds a control by it as well as by its title.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    modifier(_AccessibilityNameModifier(kind: .label, name: labelKey.displayed))
  }

  /// The view's accessibility label, from a string.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(_AccessibilityNameModifier(kind: .label, name: String(label)))
  }

  /// The view's accessibility label, as text.
  public func accessibilityLabel(_ label: Text) -> some View {
    modifier(_AccessibilityNameModifier(kind: .label, name: label.string))
  }

  /// The identifier UI tests find the view by. The harness finds a control by it as well.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(_AccessibilityNameModifier(kind: .identifier, name: identifier))
  }
}

extension ViewNode {
  /// The accessibility names given to this control: by modifiers on it (or on views that cover
  /// exactly it: a custom view whose body is the control), and by modifiers inside its label
  /// (`Image(systemName: "plus").accessibilityLabel("Add")`). When its label has no text, the
  /// names of the images in it (`"plus.circle"`) too, so an icon-only button can be found.
  var accessibilityNames: [String] {
    var names: [String] = []
    var above = parent
    while let node = above, node.children.count == 1 {
      if let name = node.accessibilityName { names.append(name) }
      above = node.parent
    }
    guard let label = children.first(where: { $0.key == .label }) else { return names }
    var images: [String] = []
    var hasText = false
    var stack = [label]
    while let current = stack.popLast() {
      if let name = current.accessibilityName { names.append(name) }
      if let image = current.castableView as? Image { images.append(image.name) }
      if current.castableView is Text { hasText = true }
      stack.append(contentsOf: current.children.reversed())
    }
    return hasText ? names : names + images
  }

  /// The name an `accessibilityLabel` or `accessibilityIdentifier` on this node gives.
  private var accessibilityName: String? {
    ((castableView as? any ModifierCarrying)?.anyModifier as? _AccessibilityNameModifier)?.name
  }
}
