/// In a `List` or `Form` row, buttons of the automatic style are not touched one by one: the row
/// is one touch target, and a tap on it runs the action of every such button in the row, in
/// order (widely observed; a button with any other style — `.borderless`, `.plain`, `.bordered`,
/// an app's own — takes its own touches). A test that taps "Delete" in a row that also shows an
/// automatic "Edit" button sees both run, as the user does.

/// Views a list spreads into several rows (or passes through to one): their children are rows,
/// not parts of one.
protocol SpreadsListRows {}
extension TupleView: SpreadsListRows {}
extension Group: SpreadsListRows where Content: View {}
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
    guard graph.hasListContainers, layout.listRowRole == .button,
      environment.buttonStyleIsAutomatic, let row = listRow
    else { return action }
    let actions = row.automaticButtonActions(replacing: self, with: action)
    guard actions.count > 1 else { return action }
    return { for each in actions { each() } }
  }

  /// What a tap on this view, which no button or gesture takes, runs: the automatic-style buttons
  /// of its list row, as the whole row takes the touch; `nil` when there are none.
  var rowTapWithoutHandler: (@MainActor () -> Void)? {
    guard graph.hasListContainers, let row = listRow else { return nil }
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
      if node.layout.listRowRole == .button {
        let environment = node.environment
        if environment.buttonStyleIsAutomatic, environment.isEnabled, node.touchRefusal == nil,
          let button = node.castableView as? any RowTouchingButton,
          let other = button.tapAction(at: node)
        {
          actions.append(other)
        }
        continue
      }
      stack.append(contentsOf: node.children.reversed().filter { node.mayShowButton($0) })
    }
    return actions
  }

  /// Whether `child` may hold buttons of this view's row: not unopened menu items, nor what a
  /// modifier attaches elsewhere (see `keepsInPlace`). (Hidden, faded-out or covered buttons take
  /// no touches; each button found is asked.)
  private func mayShowButton(_ child: ViewNode) -> Bool {
    if child.key == .content { return layout.listRowRole != .menu }
    return keepsInPlace(child)
  }

  /// Whether `child` is drawn where this view is: false for what a modifier puts elsewhere — a
  /// presentation (sheet, alert, pushed destination), a toolbar, swipe actions, a context menu,
  /// search suggestions — true for an overlay, a background, a badge, a preference layer, and
  /// for the parts of views.
  private func keepsInPlace(_ child: ViewNode) -> Bool {
    guard child.key == .footer, layout.listRowRole == .modifier,
      let modifier = (castableView as? any ModifierCarrying)?.anyModifier
    else { return true }
    if let attached = modifier as? any AttachedContent { return attached.isDrawnInPlace }
    return modifier is any PreferenceLayer
  }

  /// The row of a `List` or `Form` this view is in: the outermost view below the list that the
  /// list does not spread into rows; `nil` outside lists, and in a section's header or footer.
  private var listRow: ViewNode? {
    var path: [ViewNode] = []
    var current: ViewNode? = self
    while let node = current {
      // A button a row presents or attaches elsewhere (a sheet's, a swipe action), or a menu's
      // item, is not in it.
      if let parent = node.parent, !parent.mayShowButton(node) { return nil }
      if node.layout.listRowRole == .list {
        for candidate in path.reversed() {
          if candidate.parent?.layout.listRowRole == .section, candidate.key != .content {
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
      switch node.layout.listRowRole {
      case .spreads, .section: return true
      case .modifier: break
      default: guard !node.layout.isPrimitive else { return false }
      }
      guard let inner = node.children.first(where: { $0.key == .content || $0.key == .body })
      else { return false }
      node = inner
    }
  }
}

/// What a view type is to a list's rows, found once per type.
enum ListRowRole {
  /// A `List` or `Form`.
  case list
  /// A view a list spreads into rows (`ForEach`, a group, a stack of views …).
  case spreads
  /// A `Section`: its content is rows, its header and footer are not.
  case section
  /// A button a row's touch may run.
  case button
  /// A `Menu`, whose items are not on screen.
  case menu
  /// A modifier: the content it modifies decides.
  case modifier
  case other

  init<V: View>(of type: V.Type) {
    switch type {
    case is any RowEditingContainer.Type: self = .list
    case is any SectionLike.Type: self = .section
    case is any SpreadsListRows.Type: self = .spreads
    case is any RowTouchingButton.Type: self = .button
    case is any MenuContaining.Type: self = .menu
    case is any ModifierCarrying.Type: self = .modifier
    default: self = .other
    }
  }
}

/// A layer drawn over or under a view from its preferences (`overlayPreferenceValue`): in place.
protocol PreferenceLayer {}
extension _PreferenceLayerModifier: PreferenceLayer {}

/// The buttons whose touches a list row takes.
@MainActor
protocol RowTouchingButton: DrivableControl {}
extension Button: RowTouchingButton {}

/// A section, whose header and footer are not rows.
protocol SectionLike {}
extension Section: SectionLike {}
