/// The parent a harness plays: its body is the harness's content closure, called anew on each
/// re-render, so the hosted view is re-created and reconciled exactly as under a real parent.
struct HarnessRoot<Content: View>: View {
  let content: @MainActor () -> Content

  var body: ModifiedContent<Content, PreferredColorSchemeHost> {
    content().modifier(PreferredColorSchemeHost())
  }
}
