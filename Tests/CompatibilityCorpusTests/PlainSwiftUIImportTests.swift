// On Linux a view file that writes `import SwiftUI` compiles unchanged: ViewProbe's product has a
// `SwiftUI` module there. (On Apple platforms that import is Apple's SwiftUI, so this file is
// Linux-only.)
#if !canImport(Darwin)
  import SwiftUI
  import Testing

  /// A view file exactly as an app writes it.
  struct PlainImportTally: View {
    @State private var count = 0
    @AppStorage("tallyGoal") private var goal = 3

    var body: some View {
      VStack {
        Text(count >= goal ? "Goal reached" : "\(goal - count) to go")
        Button("Add") { count += 1 }
      }
    }
  }

  @MainActor
  @Suite("A view file with a plain import SwiftUI, on Linux", .viewProbe)
  struct PlainSwiftUIImportTests {
    @Test("A01 it is hosted by ViewProbe: its state lives and its button counts")
    func a01_plainImportIsHosted() throws {
      let harness = ParentHarness { PlainImportTally() }
      #expect(harness.texts == ["3 to go", "Add"])
      for _ in 0..<3 { try harness.find(button: "Add").tap() }
      #expect(harness.texts == ["Goal reached", "Add"])
    }
  }
#endif
