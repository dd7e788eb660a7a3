import Testing
import ViewProbe

struct Loading: View {
  @State private var text = "loading"
  var body: some View {
    Text(text).task { text = "loaded" }
  }
}

@MainActor @Suite struct LifecycleProbe {
  @Test func taskRuns() async {
    let harness = ParentHarness { Loading() }
    #expect(harness.texts == ["loading"])
  }
}
