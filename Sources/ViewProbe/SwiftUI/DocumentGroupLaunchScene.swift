// `DocumentGroupLaunchScene`: the launch screen of an app whose documents a `DocumentGroup` shows.
// A harness hosts one scene, the app's first that shows content: a launch scene beside a group
// (Apple's examples declare it first) is not it. Its title and actions are then not in the tree;
// a test does what its buttons do with the harness's document steps (`createDocument(source:)`).

/// The launch screen of a document-based app, shown beside its `DocumentGroup` scenes.
public struct DocumentGroupLaunchScene<Actions: View>: Scene {
  let parts: DocumentLaunchParts
  let actions: Actions

  /// The launch screen, hosted only when the app has no other scene: its title and actions.
  public var rootView: AnyView {
    AnyView(DocumentLaunchScreen(parts: parts, actions: actions, session: nil))
  }

  private init(_ parts: DocumentLaunchParts, _ actions: Actions) {
    self.parts = parts
    self.actions = actions
  }
}

// The launch screen of the group beside it: a harness hosts the group.
extension DocumentGroupLaunchScene: SceneHostingChoice {
  var passedOver: Bool { true }
}

extension DocumentGroupLaunchScene {
  /// A launch scene with a title resource, actions and a background view.
  public init(
    _ title: LocalizedStringResource,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), background: AnyView(background())),
      actions())
  }

  /// A launch scene with a title resource, actions and a background view, and a view behind the title.
  public init(
    _ title: LocalizedStringResource,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), background: AnyView(background()))
        .behind(backgroundAccessoryView),
      actions())
  }

  /// A launch scene with a title resource, actions and a background view, and views behind and over the title.
  public init(
    _ title: LocalizedStringResource,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), background: AnyView(background()))
        .behind(backgroundAccessoryView)
        .over(overlayAccessoryView),
      actions())
  }

  /// A launch scene with a title resource, actions and a background view, and a view over the title.
  public init(
    _ title: LocalizedStringResource,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), background: AnyView(background()))
        .over(overlayAccessoryView),
      actions())
  }

  /// A launch scene with a title resource, actions and a background style.
  public init<B: ShapeStyle>(
    _ title: LocalizedStringResource,
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), backgroundStyle: AnyShapeStyle(backgroundStyle)),
      actions())
  }

  /// A launch scene with a title resource, actions and a background style, and a view behind the title.
  public init<B: ShapeStyle>(
    _ title: LocalizedStringResource,
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), backgroundStyle: AnyShapeStyle(backgroundStyle))
        .behind(backgroundAccessoryView),
      actions())
  }

  /// A launch scene with a title resource, actions and a background style, and views behind and over the title.
  public init<B: ShapeStyle>(
    _ title: LocalizedStringResource,
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), backgroundStyle: AnyShapeStyle(backgroundStyle))
        .behind(backgroundAccessoryView)
        .over(overlayAccessoryView),
      actions())
  }

  /// A launch scene with a title resource, actions and a background style, and a view over the title.
  public init<B: ShapeStyle>(
    _ title: LocalizedStringResource,
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), backgroundStyle: AnyShapeStyle(backgroundStyle))
        .over(overlayAccessoryView),
      actions())
  }

  /// A launch scene with an optional title (the app's name when `nil`), actions and a background view.
  public init(
    _ title: Text? = nil,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: title, background: AnyView(background())),
      actions())
  }

  /// A launch scene with an optional title (the app's name when `nil`), actions and a background view, and a view behind the title.
  public init(
    _ title: Text? = nil,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: title, background: AnyView(background()))
        .behind(backgroundAccessoryView),
      actions())
  }

  /// A launch scene with an optional title (the app's name when `nil`), actions and a background view, and views behind and over the title.
  public init(
    _ title: Text? = nil,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: title, background: AnyView(background()))
        .behind(backgroundAccessoryView)
        .over(overlayAccessoryView),
      actions())
  }

  /// A launch scene with an optional title (the app's name when `nil`), actions and a background view, and a view over the title.
  public init(
    _ title: Text? = nil,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: title, background: AnyView(background()))
        .over(overlayAccessoryView),
      actions())
  }

  /// A launch scene with an optional title (the app's name when `nil`), actions and a background style.
  public init<B: ShapeStyle>(
    _ title: Text? = nil,
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
  ) {
    self.init(
      DocumentLaunchParts(title: title, backgroundStyle: AnyShapeStyle(backgroundStyle)),
      actions())
  }

  /// A launch scene with an optional title (the app's name when `nil`), actions and a background style, and a view behind the title.
  public init<B: ShapeStyle>(
    _ title: Text? = nil,
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: title, backgroundStyle: AnyShapeStyle(backgroundStyle))
        .behind(backgroundAccessoryView),
      actions())
  }

  /// A launch scene with an optional title (the app's name when `nil`), actions and a background style, and views behind and over the title.
  public init<B: ShapeStyle>(
    _ title: Text? = nil,
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: title, backgroundStyle: AnyShapeStyle(backgroundStyle))
        .behind(backgroundAccessoryView)
        .over(overlayAccessoryView),
      actions())
  }

  /// A launch scene with an optional title (the app's name when `nil`), actions and a background style, and a view over the title.
  public init<B: ShapeStyle>(
    _ title: Text? = nil,
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: title, backgroundStyle: AnyShapeStyle(backgroundStyle))
        .over(overlayAccessoryView),
      actions())
  }

}
