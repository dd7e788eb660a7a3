import Foundation

// `DocumentLaunchView`: the launch screen as a view, for an app with no `DocumentGroup`. It shows
// its title and actions until a document is open, then what `onDocumentOpen` builds for the
// file's URL — a new view for each document opened, as each is a new editor. Its
// `NewDocumentButton`s create an empty file (or take the one their `prepareDocumentURL` makes)
// and open it; the harness opens a file as the browser does (`openDocument(at:)`) and goes back
// (`closeDocument()`).

/// A launch screen opening documents of `contentTypes`, showing each in the view `onDocumentOpen`
/// builds.
nonisolated public struct DocumentLaunchView<Actions: View, DocumentView: View>: View {
  let parts: DocumentLaunchParts
  let contentTypes: [UTType]
  let actions: Actions
  let onDocumentOpen: (URL) -> DocumentView

  private init(
    _ parts: DocumentLaunchParts, _ contentTypes: [UTType], _ actions: Actions,
    _ onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    self.parts = parts
    self.contentTypes = contentTypes
    self.actions = actions
    self.onDocumentOpen = onDocumentOpen
  }

  /// The launch screen, or the view of the document open.
  @MainActor public var body: some View {
    DocumentLaunchHost(
      session: DocumentLaunchSession(contentTypes: contentTypes), parts: parts, actions: actions,
      onDocumentOpen: onDocumentOpen)
  }
}

extension DocumentLaunchView {
  /// A launch view opening `contentTypes` with a title resource, actions and a background view.
  public init(
    _ title: LocalizedStringResource,
    for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), background: AnyView(background())),
      contentTypes, actions(), onDocumentOpen)
  }

  /// A launch view opening `contentTypes` with a title resource, actions and a background view, and a view behind the title.
  public init(
    _ title: LocalizedStringResource,
    for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), background: AnyView(background()))
        .behind(backgroundAccessoryView),
      contentTypes, actions(), onDocumentOpen)
  }

  /// A launch view opening `contentTypes` with a title resource, actions and a background view, and views behind and over the title.
  public init(
    _ title: LocalizedStringResource,
    for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), background: AnyView(background()))
        .behind(backgroundAccessoryView)
        .over(overlayAccessoryView),
      contentTypes, actions(), onDocumentOpen)
  }

  /// A launch view opening `contentTypes` with a title resource, actions and a background view, and a view over the title.
  public init(
    _ title: LocalizedStringResource,
    for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), background: AnyView(background()))
        .over(overlayAccessoryView),
      contentTypes, actions(), onDocumentOpen)
  }

  /// A launch view opening `contentTypes` with a title resource, actions and a background style.
  public init<B: ShapeStyle>(
    _ title: LocalizedStringResource,
    for contentTypes: [UTType],
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), backgroundStyle: AnyShapeStyle(backgroundStyle)),
      contentTypes, actions(), onDocumentOpen)
  }

  /// A launch view opening `contentTypes` with a title resource, actions and a background style, and a view behind the title.
  public init<B: ShapeStyle>(
    _ title: LocalizedStringResource,
    for contentTypes: [UTType],
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), backgroundStyle: AnyShapeStyle(backgroundStyle))
        .behind(backgroundAccessoryView),
      contentTypes, actions(), onDocumentOpen)
  }

  /// A launch view opening `contentTypes` with a title resource, actions and a background style, and views behind and over the title.
  public init<B: ShapeStyle>(
    _ title: LocalizedStringResource,
    for contentTypes: [UTType],
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), backgroundStyle: AnyShapeStyle(backgroundStyle))
        .behind(backgroundAccessoryView)
        .over(overlayAccessoryView),
      contentTypes, actions(), onDocumentOpen)
  }

  /// A launch view opening `contentTypes` with a title resource, actions and a background style, and a view over the title.
  public init<B: ShapeStyle>(
    _ title: LocalizedStringResource,
    for contentTypes: [UTType],
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: Text(title), backgroundStyle: AnyShapeStyle(backgroundStyle))
        .over(overlayAccessoryView),
      contentTypes, actions(), onDocumentOpen)
  }

  /// A launch view opening `contentTypes` with an optional title (the app's name when `nil`), actions and a background view.
  public init(
    _ title: Text? = nil,
    for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: title, background: AnyView(background())),
      contentTypes, actions(), onDocumentOpen)
  }

  /// A launch view opening `contentTypes` with an optional title (the app's name when `nil`), actions and a background view, and a view behind the title.
  public init(
    _ title: Text? = nil,
    for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: title, background: AnyView(background()))
        .behind(backgroundAccessoryView),
      contentTypes, actions(), onDocumentOpen)
  }

  /// A launch view opening `contentTypes` with an optional title (the app's name when `nil`), actions and a background view, and views behind and over the title.
  public init(
    _ title: Text? = nil,
    for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: title, background: AnyView(background()))
        .behind(backgroundAccessoryView)
        .over(overlayAccessoryView),
      contentTypes, actions(), onDocumentOpen)
  }

  /// A launch view opening `contentTypes` with an optional title (the app's name when `nil`), actions and a background view, and a view over the title.
  public init(
    _ title: Text? = nil,
    for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: title, background: AnyView(background()))
        .over(overlayAccessoryView),
      contentTypes, actions(), onDocumentOpen)
  }

  /// A launch view opening `contentTypes` with an optional title (the app's name when `nil`), actions and a background style.
  public init<B: ShapeStyle>(
    _ title: Text? = nil,
    for contentTypes: [UTType],
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    self.init(
      DocumentLaunchParts(title: title, backgroundStyle: AnyShapeStyle(backgroundStyle)),
      contentTypes, actions(), onDocumentOpen)
  }

  /// A launch view opening `contentTypes` with an optional title (the app's name when `nil`), actions and a background style, and a view behind the title.
  public init<B: ShapeStyle>(
    _ title: Text? = nil,
    for contentTypes: [UTType],
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: title, backgroundStyle: AnyShapeStyle(backgroundStyle))
        .behind(backgroundAccessoryView),
      contentTypes, actions(), onDocumentOpen)
  }

  /// A launch view opening `contentTypes` with an optional title (the app's name when `nil`), actions and a background style, and views behind and over the title.
  public init<B: ShapeStyle>(
    _ title: Text? = nil,
    for contentTypes: [UTType],
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: title, backgroundStyle: AnyShapeStyle(backgroundStyle))
        .behind(backgroundAccessoryView)
        .over(overlayAccessoryView),
      contentTypes, actions(), onDocumentOpen)
  }

  /// A launch view opening `contentTypes` with an optional title (the app's name when `nil`), actions and a background style, and a view over the title.
  public init<B: ShapeStyle>(
    _ title: Text? = nil,
    for contentTypes: [UTType],
    backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      DocumentLaunchParts(title: title, backgroundStyle: AnyShapeStyle(backgroundStyle))
        .over(overlayAccessoryView),
      contentTypes, actions(), onDocumentOpen)
  }

}
