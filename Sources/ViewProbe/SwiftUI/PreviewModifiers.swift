// iOS 18's preview modifiers: a shared context (a model container with sample data) that
// previews attach with `#Preview(traits: .modifier(SampleData()))`. Previews never run here, so
// these exist for the signatures: a view file with its preview data compiles unchanged, and a
// test builds the same context itself (`try SampleData.makeSharedContext()`) to host the view.

/// A type that prepares a context shared by previews and applies it to each.
@MainActor
public protocol PreviewModifier {
  /// The shared context (`Void` unless the modifier makes one).
  associatedtype Context = Void
  /// The modified preview.
  associatedtype Body: View
  /// The preview's content, type-erased.
  typealias Content = PreviewModifierContent

  /// Makes the context every preview using this modifier shares.
  static func makeSharedContext() async throws -> Context

  /// Applies the context to a preview's content.
  @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
  /// No context to make.
  public static func makeSharedContext() async throws {}
}

/// A preview's content, as a preview modifier sees it (never shown: previews never run).
public struct PreviewModifierContent: View {
  /// Nothing: a preview's content is not hosted here.
  public var body: some View { EmptyView() }
}

extension PreviewTrait where T == PreviewViewTraits {
  /// Attaches `modifier` to the preview (kept for the signature; previews never run).
  @MainActor
  public static func modifier(_ modifier: some PreviewModifier) -> Self { Self(name: "modifier") }
}

/// The preview of a view (the `#Preview` macro's declarations live beside it); here only its
/// traits' name.
public struct Preview {
  /// The traits a view's preview takes.
  public typealias ViewTraits = PreviewViewTraits
}
