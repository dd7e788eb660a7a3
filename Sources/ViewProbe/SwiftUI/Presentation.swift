/// `.sheet(isPresented:)`: while the binding is true, the content is shown (as a child of the
/// presenting view, so the harness finds it); `dismiss` inside it sets the binding to false.
nonisolated public struct _SheetModifier<SheetContent: View>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  let content: () -> SheetContent
  /// Which modifier presents it (a cover, a popover and an inspector are sheets on iPhone).
  var kind = PresentationKind.sheet
  /// The presented item's id, for `sheet(item:)`: another id is another presentation.
  var itemID: (() -> AnyHashable?)?
}

/// The modifiers that present as a sheet does.
enum PresentationKind: String {
  case sheet = "the sheet"
  case fullScreenCover = "the full-screen cover"
  case popover = "the popover"
  case inspector = "the inspector"
  case navigationDestination = "the destination"
}

extension _SheetModifier: Presenting {
  var presentedDescription: String { kind.rawValue }
  var coversOnlyItsStack: Bool { kind == .navigationDestination }
  var hidesWhatItCovers: Bool { kind == .navigationDestination || kind == .fullScreenCover }
  var presentingVerb: String {
    kind == .navigationDestination ? "pushed by navigationDestination" : "presented"
  }
}

/// Whether a sheet was shown in the last update, to call `onDismiss` when it goes away.
@MainActor
final class PresentationRecord {
  var wasPresented = false
  /// The edit mode of the presentation's own host (not of a push); a new presentation starts
  /// without one.
  let editMode = OwnEditMode()
  /// The item shown, for `sheet(item:)`.
  var itemID: AnyHashable?
}

extension _SheetModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
    let record = children.node.primitiveState as? PresentationRecord ?? PresentationRecord()
    children.node.primitiveState = record
    let presented =
      isPresented.wrappedValue && !children.losesPresentation(self)
      && !children.pushesNowhere(self)
    if presented {
      var environment = children.environment
      let binding = isPresented
      environment.dismiss = DismissAction { binding.wrappedValue = false }
      environment.isPresented = true
      if let itemID {
        let id = itemID()
        if id != record.itemID { record.editMode.reset() }
        record.itemID = id
      }
      if kind != .navigationDestination {
        let tracker = children.node.graph.tracker
        environment.provideEditMode(from: .host) { record.editMode.slot(tracker: tracker) }
        // Presented over the window, outside the stack that presented it: a link or a
        // destination in it reaches no stack unless the content has one of its own.
        environment.navigationContext = nil
        environment.splitColumn = nil
      }
      children.append(self.content(), key: .footer, environment: environment)
    } else {
      record.editMode.reset()
      record.itemID = nil
      if record.wasPresented, let onDismiss { children.schedule { onDismiss() } }
    }
    record.wasPresented = presented
    children.node.graph.recordPresentation(by: children.node, isUp: presented)
  }
}

nonisolated extension View {
  /// Presents `content` while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    present(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` for the item while `item` is not `nil`; a new item is a new sheet.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    present(.sheet, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` as `kind` while `isPresented` is true.
  func present<Content: View>(
    _ kind: PresentationKind, isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    content: @escaping () -> Content
  ) -> ModifiedContent<Self, _SheetModifier<Content>> {
    modifier(
      _SheetModifier(isPresented: isPresented, onDismiss: onDismiss, content: content, kind: kind))
  }

  /// Presents `content` for the item as `kind` while `item` is not `nil`; a new item (by `id`)
  /// is a new presentation.
  func present<Item: Identifiable, Content: View>(
    _ kind: PresentationKind, item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, _SheetModifier<AnyView>> {
    let isPresented = Binding(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    var modified = present(kind, isPresented: isPresented, onDismiss: onDismiss) {
      item.wrappedValue.map { AnyView(content($0).id($0.id)) } ?? AnyView(EmptyView())
    }
    modified.modifier.itemID = { item.wrappedValue.map { AnyHashable($0.id) } }
    return modified
  }
}

/// Extra content a modifier attaches to a view (toolbar items, swipe actions, a search field).
/// It is rendered as a child, so the harness can find and drive its controls.
nonisolated public struct _AttachedContentModifier<Attached: View>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let name: String
  let attached: Attached
}

extension _AttachedContentModifier: StyleScopeModifier {
  /// The system draws a context menu's items and swipe actions: no app's style does.
  func styleScope(for kind: ObjectIdentifier, through key: ChildKey) -> StyleScope? {
    key == .footer && (name == "contextMenu" || name == "swipeActions") ? .systemDrawn : nil
  }
}

extension _AttachedContentModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    if isBarContent || isSearchField { children.node.graph.noteBarContent() }
    if isSwipeActions { children.node.graph.noteSwipeActions() }
    children.append(content, key: .content)
    children.append(attached, key: .footer)
  }
}

/// Where a toolbar item goes (not simulated).
public struct ToolbarItemPlacement: Sendable, Hashable {
  let name: String
  /// The platform's choice.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The main action.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// Cancel.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// Confirm.
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// Leading edge of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  /// Trailing edge of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  /// Leading edge of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// Trailing edge of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// Pinned to the trailing edge of the top bar (OS 27): it moves to the overflow menu only when
  /// a search is active and room runs out — never here, where nothing overflows for lack of room.
  public static let topBarPinnedTrailing = ToolbarItemPlacement(name: "topBarPinnedTrailing")
  /// The bottom bar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// The centre of the navigation bar.
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// Above the keyboard.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  /// The navigation area (leading on iOS).
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  /// A status area.
  public static let status = ToolbarItemPlacement(name: "status")
  /// A destructive action in a modal.
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  /// A secondary action.
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
}

/// One item of a toolbar.
nonisolated public struct ToolbarItem<ID, Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  /// A primitive view: the graph reads its content.
  @MainActor
  public var body: Never { primitiveBody("ToolbarItem") }
}

extension ToolbarItem where ID == () {
  /// An item at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several items of a toolbar at one placement.
nonisolated public struct ToolbarItemGroup<Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Items at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// A primitive view: the graph reads its content.
  @MainActor
  public var body: Never { primitiveBody("ToolbarItemGroup") }
}

extension ToolbarItem: ToolbarPlacing {}
extension ToolbarItemGroup: ToolbarPlacing {}

/// A toolbar item: its content, at a placement (one above the keyboard is noted, as it is on
/// screen only while the keyboard is up).
protocol ToolbarPlacing: ContentContainer {
  var placement: ToolbarItemPlacement { get }
}

extension ToolbarPlacing {
  func makeChildren(into children: inout ChildList) {
    if placement == .keyboard { children.node.graph.noteKeyboardToolbar() }
    children.append(content, key: .content)
  }
}

/// Where a swipe action appears (not simulated).
public enum HorizontalEdge: Sendable, Hashable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

nonisolated extension View {
  /// Adds toolbar items; their controls are in the tree.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(_AttachedContentModifier(name: "toolbar", attached: content()))
  }

  /// Adds swipe actions to a row; their buttons are in the tree.
  public func swipeActions<Content: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(_AttachedContentModifier(name: "swipeActions", attached: content()))
  }

  /// Adds a search field bound to `text`; find it with `find(textField: "Search")` (or the
  /// prompt).
  public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View {
    modifier(_SearchableModifier(text: text, prompt: prompt))
  }

  /// Adds a search field bound to `text`, with a prompt.
  public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View {
    searchable(text: text, prompt: Text(prompt))
  }
}
