import ViewProbe

/// B07: a draft editor whose field gets a binding unwrapped from the optional draft; its Discard
/// button remembers the discarded text in `onDisappear`, through that binding — read after the
/// draft became `nil`, which stops a SwiftUI app (FB8367784).
public struct DraftRememberedOnDisappear: View {
  @State private var draft: String?
  @State private var lastDiscarded = ""

  /// No draft yet.
  public init() {}

  /// A Start button, or the draft's field and its Discard button; the last discarded text.
  public var body: some View {
    VStack {
      if let text = Binding($draft) {
        TextField("Draft", text: text)
        Button("Discard") { draft = nil }
          .onDisappear { lastDiscarded = text.wrappedValue }
      } else {
        Button("Start a draft") { draft = "" }
      }
      Text("discarded: \(lastDiscarded)")
    }
  }
}

/// The fix: the Discard button reads the text before it lets go of the draft.
public struct DraftRememberedOnDiscard: View {
  @State private var draft: String?
  @State private var lastDiscarded = ""

  /// No draft yet.
  public init() {}

  /// A Start button, or the draft's field and its Discard button; the last discarded text.
  public var body: some View {
    VStack {
      if let text = Binding($draft) {
        TextField("Draft", text: text)
        Button("Discard") {
          lastDiscarded = text.wrappedValue
          draft = nil
        }
      } else {
        Button("Start a draft") { draft = "" }
      }
      Text("discarded: \(lastDiscarded)")
    }
  }
}
