/// `.alert` and `.confirmationDialog`: while the binding is true, the title, the message and the
/// actions are in the tree (after the presenting view), so the harness finds the buttons; tapping
/// any of them runs its action and sets the binding to false (H03). Not a `PlainExpansion`: reading
/// the binding makes the modifier depend on the presenting state.
nonisolated public struct _AlertModifier<Actions: View, Message: View>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let kind: String
  let title: Text
  let isPresented: Binding<Bool>
  let actions: Actions
  let message: Message
  /// Whether the title is drawn: an alert's always is; a confirmation dialog's only with
  /// `titleVisibility: .visible` (see ``Visibility/showsDialogTitle``).
  var showsTitle = true
}

extension _AlertModifier: Presenting {
  var presentedDescription: String { "the \(kind) “\(title.string)”" }
  var coversOnlyItsStack: Bool { false }
  var presentingVerb: String { "presented" }
}

extension _AlertModifier: StyleScopeModifier {
  /// The system draws an alert's actions: no app's style does.
  func styleScope(for kind: ObjectIdentifier, through key: ChildKey) -> StyleScope? {
    key == .footer ? .systemDrawn : nil
  }
}

extension _AlertModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
    let isUp = isPresented.wrappedValue && !children.losesPresentation(self)
    children.node.graph.recordPresentation(by: children.node, isUp: isUp)
    guard isUp else { return }
    var environment = children.environment
    let binding = isPresented
    environment.dismissesPresentation = DismissAction { binding.wrappedValue = false }
    children.append(
      _PresentedAlert(
        kind: kind, title: title, actions: actions, message: message, showsTitle: showsTitle),
      key: .footer, environment: environment)
  }
}

/// What an alert shows: its title, its actions and its message.
public struct _PresentedAlert<Actions: View, Message: View>: View {
  let kind: String
  let title: Text
  let actions: Actions
  let message: Message
  /// Whether the title is drawn (a confirmation dialog's is hidden unless asked for).
  let showsTitle: Bool

  /// A primitive view: the graph reads the title, the actions and the message.
  public var body: Never { primitiveBody("_PresentedAlert") }
}

extension _PresentedAlert: PrimitiveView, PlainExpansion {
  func makeChildren(into children: inout ChildList) {
    // In the order the system draws them: the title, the message beneath it, then the text
    // fields and buttons the actions give.
    children.append(title, key: .header)
    children.append(message, key: .footer)
    if Actions.self == EmptyView.self {
      // With no actions, the system gives the alert its standard "OK", which dismisses it.
      children.append(Button("OK") {}, key: .content)
    } else {
      children.append(actions, key: .content)
    }
    guard kind == "alert" else { return }
    // An alert whose actions are destructive, with none to cancel, gets the system's Cancel
    // (widely observed): once the actions are built, the alert looks at their roles.
    let node = children.node
    let check = node.primitiveState as? AlertCancelCheck ?? AlertCancelCheck()
    node.primitiveState = check
    if check.addsCancel {
      children.append(Button("Cancel", role: .cancel) {}, key: .element(AnyHashable("cancel")))
    }
    children.schedule { [weak node] in
      guard let node, node.isAlive else { return }
      let needed = node.actionRoles.contains(.destructive) && !node.actionRoles.contains(.cancel)
      guard needed != check.addsCancel else { return }
      check.addsCancel = needed
      node.graph.invalidate(
        node, cause: RenderCause(.parent, "the alert's actions changed", token: "@self"))
    }
  }
}

/// A presentation that may leave its title out (a confirmation dialog without
/// `titleVisibility: .visible`): the title stays in the tree, but not on screen.
protocol TitleHidingPresentation {
  var showsTitle: Bool { get }
}

extension _PresentedAlert: TitleHidingPresentation {}

/// Whether a presented alert shows the system's Cancel.
final class AlertCancelCheck {
  var addsCancel = false
}

/// A button, asked for its role.
protocol RoleCarrying {
  var role: ButtonRole? { get }
}

extension Button: RoleCarrying {}

extension ViewNode {
  /// The roles of the buttons among a presented alert's actions (the system's own left out).
  fileprivate var actionRoles: [ButtonRole] {
    var roles: [ButtonRole] = []
    var stack = children.filter { $0.key == .content }
    while let node = stack.popLast() {
      if let role = (node.castableView as? any RoleCarrying)?.role { roles.append(role) }
      stack.append(contentsOf: node.children)
    }
    return roles
  }
}

struct DismissesPresentationKey: EnvironmentKey {
  static var defaultValue: DismissAction? { nil }
}

extension EnvironmentValues {
  /// Set inside an alert or dialog: a button's tap also dismisses it (H03).
  var dismissesPresentation: DismissAction? {
    get { self[DismissesPresentationKey.self] }
    set { self[DismissesPresentationKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Presents an alert titled by `titleKey` while `isPresented` is true.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      _AlertModifier(
        kind: "alert", title: Text(titleKey), isPresented: isPresented, actions: actions(),
        message: EmptyView()))
  }

  /// Presents an alert titled `title` while `isPresented` is true.
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      _AlertModifier(
        kind: "alert", title: Text(title), isPresented: isPresented, actions: actions(),
        message: EmptyView()))
  }

  /// Presents an alert with a message while `isPresented` is true.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      _AlertModifier(
        kind: "alert", title: Text(titleKey), isPresented: isPresented, actions: actions(),
        message: message()))
  }

  /// Presents an alert with a message, titled `title`, while `isPresented` is true.
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      _AlertModifier(
        kind: "alert", title: Text(title), isPresented: isPresented, actions: actions(),
        message: message()))
  }

  /// Presents an alert titled by a `Text` while `isPresented` is true.
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions) { EmptyView() }
  }

  /// Presents an alert titled by a `Text`, with a message, while `isPresented` is true.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      _AlertModifier(
        kind: "alert", title: title, isPresented: isPresented, actions: actions(),
        message: message()))
  }

  /// Presents `content` full screen while `isPresented` is true (as a sheet: H01).
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    present(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` full screen for the item while `item` is not `nil` (H02).
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    present(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a popover while `isPresented` is true (as a sheet: H01).
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    present(.popover, isPresented: isPresented, content: content)
  }

  /// Presents `content` in a popover for the item while `item` is not `nil` (as a sheet: H02).
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    present(.popover, item: item, content: content)
  }
}

/// Where a popover points (not simulated).
public enum PopoverAttachmentAnchor {
  /// A rectangle of the view.
  case rect(Anchor<CGRect>.Source)
  /// A point of the view.
  case point(UnitPoint)
}

/// A geometry value of a view, resolved in another view's coordinates (layout is not simulated:
/// it resolves to a zero rectangle or point).
public struct Anchor<Value> {
  let value: Value

  /// Where an anchor is taken from.
  public struct Source {
    let value: Value
  }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}
extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(value: .zero) }
}

extension GeometryProxy {
  /// `anchor` in this reader's coordinates (a zero rectangle or point: there is no layout).
  public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}
