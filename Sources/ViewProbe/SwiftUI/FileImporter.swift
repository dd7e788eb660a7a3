// `fileImporter`: the system's document picker, presented from a binding. ViewProbe shows no
// picker: while it is up it covers the screen, as a sheet does, and a test picks files with
// `ParentHarness.importFiles(_:)` or cancels with `cancelFileImport()`.
@_exported import UniformTypeIdentifiers

/// A presented file importer: what it allows, and what it tells the app.
nonisolated public struct _FileImporterModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let isPresented: Binding<Bool>
  let allowedContentTypes: [UTType]
  let allowsMultipleSelection: Bool
  let onCompletion: (Result<[URL], any Error>) -> Void
  var onCancellation: () -> Void = {}
}

/// A system panel (the file picker, the save panel, the photo picker) presented from a binding:
/// nothing of the panel is in the tree, but while `isPresented` is true it covers the app as a
/// sheet does, and a harness call picks from it (`importFiles`, `exportFile`, `pickPhotos`).
protocol SystemPanel: PrimitiveModifier, Presenting {
  /// Whether the panel is up; the harness closes it by writing `false`.
  var isPresented: Binding<Bool> { get }
  /// The panel, as messages name it: "file importer".
  static var panelName: String { get }
  /// Whether the panel is embedded in the app (an inline photo picker), not presented over it.
  var isEmbedded: Bool { get }
}

extension SystemPanel {
  func makeChildren(of content: any View, into children: inout ChildList) {
    makePanelChildren(of: content, into: &children)
  }

  /// The content, and while the panel is up a footer that covers the app.
  func makePanelChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
    let isUp = isPresented.wrappedValue && !children.losesPresentation(self)
    if isUp { children.append(EmptyView(), key: .footer) }
    children.node.graph.recordPresentation(by: children.node, isUp: isUp)
  }

  var isEmbedded: Bool { false }
  var presentedDescription: String { "the \(Self.panelName)" }
  var presentingVerb: String { "presented" }
  var coversOnlyItsStack: Bool { false }
}

extension _FileImporterModifier: SystemPanel {
  static var panelName: String { "file importer" }
}

nonisolated extension View {
  /// Presents the system's file picker while `isPresented` is true, for one file of
  /// `allowedContentTypes`; a test picks it with `ParentHarness.importFiles(_:)`.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    modifier(
      _FileImporterModifier(
        isPresented: isPresented, allowedContentTypes: allowedContentTypes,
        allowsMultipleSelection: false,
        onCompletion: { result in onCompletion(result.map { $0[0] }) }))
  }

  /// Presents the system's file picker while `isPresented` is true, for one file or several.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    modifier(
      _FileImporterModifier(
        isPresented: isPresented, allowedContentTypes: allowedContentTypes,
        allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion))
  }

  /// Presents the system's file picker while `isPresented` is true, for one file or several;
  /// `onCancellation` runs when the user cancels.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    modifier(
      _FileImporterModifier(
        isPresented: isPresented, allowedContentTypes: allowedContentTypes,
        allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion,
        onCancellation: onCancellation))
  }
}
