// `fileImporter`: the system's document picker, presented from a binding. ViewProbe shows no
// picker: while it is up it covers the screen, as a sheet does, and a test picks files with
// `ParentHarness.importFiles(_:)` or cancels with `cancelFileImport()`.
@_exported import UniformTypeIdentifiers

/// A presented file importer: what it allows, and what it tells the app.
public struct _FileImporterModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let isPresented: Binding<Bool>
  let allowedContentTypes: [UTType]
  let allowsMultipleSelection: Bool
  let onCompletion: (Result<[URL], any Error>) -> Void
}

extension _FileImporterModifier: PrimitiveModifier {
  func makeChildren(of content: any View, into children: inout ChildList) {
    children.appendSystemPanel(over: content, isUp: isPresented.wrappedValue)
  }
}

extension ChildList {
  /// A view with a system panel (a file picker, a save panel) presented over it while `isUp`:
  /// nothing of the panel is in the tree, but it covers the app as a sheet does.
  mutating func appendSystemPanel(over content: any View, isUp: Bool) {
    append(content, key: .content)
    if isUp { append(EmptyView(), key: .footer) }
    node.graph.recordPresentation(by: node, isUp: isUp)
  }
}

extension _FileImporterModifier: Presenting {
  var presentedDescription: String { "the file importer" }
  var presentingVerb: String { "presented" }
  var coversOnlyItsStack: Bool { false }
}

extension View {
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
}
