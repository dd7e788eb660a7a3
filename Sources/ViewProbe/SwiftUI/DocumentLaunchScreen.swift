// iOS 18's document launch screen: a title, the app's actions (`NewDocumentButton` and others), a
// background and decorative accessory views, over the document browser's sheet. The same screen is
// a scene (`DocumentGroupLaunchScene`, beside the app's `DocumentGroup`) or a view
// (`DocumentLaunchView`, for an app without one). Its parts are views in the tree, drawn in this
// order: the background and the view behind the title, the title, the actions, the view over it.

/// Where the launch screen's accessory views are placed: the screen's frame and its title's.
public struct DocumentLaunchGeometryProxy: Sendable {
  /// The frame of the launch screen (at the origin, of the harness's `geometrySize`).
  public var frame: CGRect
  /// The frame of the title view within the screen (ViewProbe lays nothing out: zero).
  public var titleViewFrame: CGRect
}

/// The actions a launch screen shows when the app gives none: one new-document button.
nonisolated public struct DefaultDocumentGroupLaunchActions: View {
  /// The default actions.
  public init() {}

  /// A `NewDocumentButton` with its default "Create Document" label.
  @MainActor public var body: some View { NewDocumentButton() }
}

/// The parts of a launch screen other than its actions, type-erased.
struct DocumentLaunchParts {
  var title: Text?
  var background: AnyView?
  var backgroundStyle: AnyShapeStyle?
  var backgroundAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?
  var overlayAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?

  init(title: Text?, background: AnyView? = nil, backgroundStyle: AnyShapeStyle? = nil) {
    self.title = title
    self.background = background
    self.backgroundStyle = backgroundStyle
  }

  /// These parts with `accessory` drawn behind the title.
  func behind<V: View>(_ accessory: @escaping (DocumentLaunchGeometryProxy) -> V) -> Self {
    var parts = self
    parts.backgroundAccessory = { AnyView(accessory($0)) }
    return parts
  }

  /// These parts with `accessory` drawn over the title.
  func over<V: View>(_ accessory: @escaping (DocumentLaunchGeometryProxy) -> V) -> Self {
    var parts = self
    parts.overlayAccessory = { AnyView(accessory($0)) }
    return parts
  }
}

/// The launch screen: its parts in the order they are drawn. The title and subtitle set with
/// `documentLaunchTitle(_:)` / `documentLaunchSubtitle(_:)` replace and follow the title given.
struct DocumentLaunchScreen<Actions: View>: View {
  let parts: DocumentLaunchParts
  let actions: Actions
  /// The launch view's session, where its new-document buttons open what they create.
  let session: DocumentLaunchSession?
  @Environment(\.documentLaunchLabels) private var labels

  var body: some View {
    ZStack {
      if let background = parts.background { background }
      if let style = parts.backgroundStyle { Rectangle().fill(style) }
      if let accessory = parts.backgroundAccessory { GeometryReader { accessory(proxy($0)) } }
      VStack {
        if let title = labels.title ?? parts.title { title }
        if let subtitle = labels.subtitle { subtitle }
        actions.environment(\.documentLaunchSession, session)
      }
      if let accessory = parts.overlayAccessory { GeometryReader { accessory(proxy($0)) } }
    }
  }

  private func proxy(_ geometry: GeometryProxy) -> DocumentLaunchGeometryProxy {
    DocumentLaunchGeometryProxy(frame: geometry.frame(in: .local), titleViewFrame: .zero)
  }
}

/// The title and subtitle a launch screen's ancestors set.
struct DocumentLaunchLabels {
  var title: Text?
  var subtitle: Text?
}

private struct DocumentLaunchLabelsKey: EnvironmentKey {
  static let defaultValue = DocumentLaunchLabels()
}

extension EnvironmentValues {
  var documentLaunchLabels: DocumentLaunchLabels {
    get { self[DocumentLaunchLabelsKey.self] }
    set { self[DocumentLaunchLabelsKey.self] = newValue }
  }
}

extension View {
  /// Sets the title of the launch card of the `DocumentLaunchView` inside (in place of the
  /// title it was given, or the app's name).
  public func documentLaunchTitle(_ title: Text) -> some View {
    transformEnvironment(\.documentLaunchLabels) { $0.title = title }
  }

  /// Sets the subtitle shown beneath the title of the launch card of the `DocumentLaunchView`
  /// inside.
  public func documentLaunchSubtitle(_ subtitle: Text) -> some View {
    transformEnvironment(\.documentLaunchLabels) { $0.subtitle = subtitle }
  }
}

extension Scene {
  /// Sets the title of the launch card of the `DocumentGroupLaunchScene` (this scene or one
  /// inside it).
  public func documentLaunchTitle(_ title: Text) -> some Scene {
    _LabelledLaunchScene(base: self) { $0.title = title }
  }

  /// Sets the subtitle beneath the title of the launch card of the `DocumentGroupLaunchScene`
  /// (this scene or one inside it).
  public func documentLaunchSubtitle(_ subtitle: Text) -> some Scene {
    _LabelledLaunchScene(base: self) { $0.subtitle = subtitle }
  }
}

/// A scene whose launch card has a title or subtitle of the app's.
public struct _LabelledLaunchScene<Base: Scene>: Scene {
  let base: Base
  let label: (inout DocumentLaunchLabels) -> Void

  /// The scene's root view, with the labels in its environment.
  public var rootView: AnyView {
    AnyView(base.rootView.transformEnvironment(\.documentLaunchLabels, transform: label))
  }
}

extension _LabelledLaunchScene: SceneHostingChoice {
  var passedOver: Bool { base.isPassedOver }
}
