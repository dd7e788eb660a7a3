import ViewProbe

/// An editable document, shared by reference.
@Observable
public final class Document {
  /// The document's name.
  public var name: String

  /// A document called `name`.
  public init(name: String) { self.name = name }
}

/// F02, the mistake: `@State` on an injected reference keeps the first instance it received.
public struct PinnedDocumentEditor: View {
  @State var document: Document

  /// An editor that (wrongly) owns what it is given.
  public init(document: Document) { _document = State(initialValue: document) }

  /// The name it shows.
  public var body: some View { Text("editing \(document.name)") }
}

/// F02, the fix: `@Bindable` follows whatever instance the parent passes.
public struct FollowingDocumentEditor: View {
  @Bindable var document: Document

  /// An editor of the parent's document.
  public init(document: Document) { self.document = document }

  /// The name it shows, and a field bound to it.
  public var body: some View {
    VStack {
      Text("editing \(document.name)")
      TextField("Name", text: $document.name)
    }
  }
}

/// A parent that switches which document its editor gets.
public struct DocumentSwitcher<Editor: View>: View {
  @State private var documents = [Document(name: "first"), Document(name: "second")]
  @State private var current = 0
  let editor: (Document) -> Editor

  /// A switcher showing `editor` for the current document.
  public init(@ViewBuilder editor: @escaping (Document) -> Editor) { self.editor = editor }

  /// A button to switch, and the editor.
  public var body: some View {
    VStack {
      Button("Switch") { current = 1 - current }
      editor(documents[current])
    }
  }
}

/// F03, the mistake: `@Bindable` on a model the view creates itself owns nothing.
public struct SelfOwnedBindableForm: View {
  @Bindable var document = Document(name: "draft")

  /// A form that (wrongly) creates its model under `@Bindable`.
  public init() {}

  /// A field bound to the document's name.
  public var body: some View { TextField("Name", text: $document.name) }
}

/// F03, the fix: `@State` owns the model and still gives `$document.name`.
public struct StateOwnedForm: View {
  @State private var document = Document(name: "draft")

  /// A form that owns its model.
  public init() {}

  /// A field bound to the document's name.
  public var body: some View { TextField("Name", text: $document.name) }
}

/// F04: `@Binding` to an `@Observable` reference binds only the reference; property edits work
/// through Observation, exactly as with a plain `var`.
public struct BindingToReferenceRow: View {
  @Binding var document: Document

  /// A row bound to the parent's reference.
  public init(document: Binding<Document>) { _document = document }

  /// A button that edits a property through the reference.
  public var body: some View { Button("Rename via binding") { document.name += "!" } }
}

/// F04: the same row with a plain reference.
public struct PlainReferenceRow: View {
  var document: Document

  /// A row holding the parent's reference.
  public init(document: Document) { self.document = document }

  /// A button that edits a property through the reference.
  public var body: some View { Button("Rename via reference") { document.name += "!" } }
}

/// Owns a document and shows it through both rows of F04.
public struct ReferenceRowsOwner: View {
  @State private var document = Document(name: "doc")

  /// An owner of a fresh document.
  public init() {}

  /// The name, and both rows.
  public var body: some View {
    VStack {
      Text(document.name)
      BindingToReferenceRow(document: $document)
      PlainReferenceRow(document: document)
    }
  }
}
