// Guide.md §2, "Hosting a view", as written there (.ci/doc-blocks checks it stays the same).
import Testing
import ViewProbe

struct Counter: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("Increment") { count += 1 }
    }
  }
}

@MainActor @Test func increments() throws {
  let harness = ParentHarness { Counter() }
  try harness.find(button: "Increment").tap()
  #expect(harness.texts == ["Count: 1", "Increment"])
}
