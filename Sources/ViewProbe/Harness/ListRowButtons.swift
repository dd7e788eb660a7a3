/// In a `List` or `Form` row, buttons of the automatic style are not touched one by one: the row
/// is one touch target, and a tap on it runs the action of every such button in the row, in
/// order (widely observed; a button with any other style — `.borderless`, `.plain`, `.bordered`,
/// an app's own — takes its own touches). A test that taps "Delete" in a row that also shows an
/// automatic "Edit" button sees both run, as the user does.

/// `buttonStyle(_:)`: kept for whether the buttons below keep the automatic style.
public struct _ButtonStyleModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  /// Whether the style is `.automatic` (`DefaultButtonStyle`).
  let isAutomatic: Bool
}

extension _ButtonStyleModifier: PassThroughModifier, PlainExpansion {}

extension View {
  /// Sets the style of buttons below (not drawn). In a list row, a style other than `.automatic`
  /// gives each button its own touches.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    modifier(_ButtonStyleModifier(isAutomatic: S.self == DefaultButtonStyle.self))
  }

  /// Sets a custom style for buttons below (its `makeBody` is not called). In a list row, each
  /// button of a custom style takes its own touches.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    modifier(_ButtonStyleModifier(isAutomatic: false))
  }
}

/// Views a list spreads into several rows (or passes through to one): their children are rows,
/// not parts of one.
protocol SpreadsListRows {}
extension TupleView: SpreadsListRows {}
extension Group: SpreadsListRows {}
extension ForEach: SpreadsListRows {}
extension Section: SpreadsListRows {}
extension _ConditionalContent: SpreadsListRows {}
extension Optional: SpreadsListRows where Wrapped: View {}
extension AnyView: SpreadsListRows {}
extension IDView: SpreadsListRows {}
extension EmptyView: SpreadsListRows {}
// In a list, a disclosure group's label is a row, and so is each view of its content.
extension DisclosureGroup: SpreadsListRows {}
extension OutlineGroup: SpreadsListRows {}
extension OutlineSubgroupChildren: SpreadsListRows {}

extension ViewNode {
  /// What a tap on this button runs, given `action`, its own: in a list row, a button of the
  /// automatic style runs with every other enabled one of that style the row shows, in order.
  func sharingRowTap(_ action: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
    guard castableView is any RowTouchingButton, hasAutomaticButtonStyle, let row = listRow else {
      return action
    }
    let actions = row.automaticButtonActions(replacing: self, with: action)
    guard actions.count > 1 else { return action }
    return { for each in actions { each() } }
  }

  /// What a tap on this view, which no button or gesture takes, runs: the automatic-style buttons
  /// of its list row, as the whole row takes the touch; `nil` when there are none.
  var rowTapWithoutHandler: (@MainActor () -> Void)? {
    guard let row = listRow else { return nil }
    let actions = row.automaticButtonActions(replacing: nil, with: nil)
    guard !actions.isEmpty else { return nil }
    return { for each in actions { each() } }
  }

  /// The actions of the enabled, touchable automatic-style buttons this view shows, in order;
  /// `tapped`'s is `action`.
  private func automaticButtonActions(
    replacing tapped: ViewNode?, with action: (@MainActor () -> Void)?
  ) -> [@MainActor () -> Void] {
    var actions: [@MainActor () -> Void] = []
    var stack: [ViewNode] = [self]
    while let node = stack.popLast() {
      if node === tapped, let action {
        actions.append(action)
        continue
      }
      if let button = node.castableView as? any RowTouchingButton {
        if node.hasAutomaticButtonStyle, node.environment.isEnabled, node.touchRefusal == nil,
          let other = button.tapAction(at: node)
        {
          actions.append(other)
        }
        continue
      }
      stack.append(contentsOf: node.children.reversed().filter { node.shows($0) })
    }
    return actions
  }

  private var hasAutomaticButtonStyle: Bool {
    nearestModifier(_ButtonStyleModifier.self)?.modifier.isAutomatic ?? true
  }

  /// The row of a `List` or `Form` this view is in: the outermost view below the list that the
  /// list does not spread into rows; `nil` outside lists, and in a section's header or footer.
  private var listRow: ViewNode? {
    var path: [ViewNode] = []
    var current: ViewNode? = self
    while let node = current {
      if node.castableView is any RowEditingContainer {
        for candidate in path.reversed() {
          if candidate.parent?.castableView is any SectionLike, candidate.key != .content {
            return nil
          }
          if !candidate.spreadsListRows { return candidate }
        }
        return nil
      }
      path.append(node)
      current = node.parent
    }
    return nil
  }

  /// Whether a list spreads this view's content into rows: a stack of views, a group, a
  /// `ForEach`, a section, a branch, or a modifier or custom view around one of those.
  private var spreadsListRows: Bool {
    var node = self
    while true {
      if node.castableView is any SpreadsListRows { return true }
      let wraps = node.castableView is any ModifierCarrying || !node.layout.isPrimitive
      guard wraps, let inner = node.children.first(where: { $0.key == .content || $0.key == .body })
      else { return false }
      node = inner
    }
  }
}

/// The buttons whose touches a list row takes.
@MainActor
protocol RowTouchingButton: DrivableControl {}
extension Button: RowTouchingButton {}

/// A section, whose header and footer are not rows.
protocol SectionLike {}
extension Section: SectionLike {}
