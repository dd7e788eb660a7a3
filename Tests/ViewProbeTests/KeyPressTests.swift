import Foundation
import Testing
import ViewProbe

/// `onKeyPress`: a key pressed on an iPad's hardware keyboard goes to the view that has focus,
/// then to the views above it, until a handler returns `.handled`.
@MainActor
@Suite("Key presses (H08)", .viewProbe)
struct KeyPressTests {
  @Test("H08 a key press reaches the focused view's handler; .handled stops it there")
  func h08_keyPressGoesToTheFocusedView() throws {
    let harness = ParentHarness { PhotoBrowser() }
    expectIssue(startingWith: "pressKey(_:) found no view with focus") {
      harness.pressKey(.rightArrow)
    }
    try harness.find(button: "Browse").tap()
    harness.pressKey(.rightArrow)
    harness.pressKey(.rightArrow)
    #expect(harness.texts.contains("Photo 2"))
    harness.pressKey(.leftArrow)
    #expect(harness.texts.contains("Photo 1"))
    #expect(harness.texts.contains("screen heard: none"), "the browser handled both arrows")
  }

  @Test("H08 an ignored press goes on to the handlers above; phases and characters filter")
  func h08_ignoredPressBubblesUp() throws {
    let harness = ParentHarness { PhotoBrowser() }
    try harness.find(textField: "Caption").setInput("Sunset")
    harness.pressKey(.return)
    #expect(harness.texts.contains("screen heard: return"), "the field ignored Return")
    harness.pressKey("x")
    #expect(harness.texts.contains("letters: 1"))
    #expect(harness.texts.contains("released: x"), "the up phase reaches an .up handler")
    harness.pressKey("7")
    #expect(harness.texts.contains("letters: 1"), "a digit is not a letter")
  }
}

private struct PhotoBrowser: View {
  @State private var index = 0
  @State private var caption = ""
  @State private var heard = "none"
  @State private var letters = 0
  @State private var released = ""
  @FocusState private var browsing: Bool

  var body: some View {
    VStack {
      Button("Browse") { browsing = true }
      Text("Photo \(index)")
        .focusable()
        .focused($browsing)
        .onKeyPress(.rightArrow) {
          index += 1
          return .handled
        }
        .onKeyPress(.leftArrow) {
          index -= 1
          return .handled
        }
      TextField("Caption", text: $caption)
        .onKeyPress(.return) { .ignored }
        .onKeyPress(characters: .letters) { _ in
          letters += 1
          return .handled
        }
        .onKeyPress(phases: .up) { press in
          released = String(press.characters)
          return .ignored
        }
      Text("screen heard: \(heard)")
      Text("letters: \(letters)")
      Text("released: \(released)")
    }
    .onKeyPress(keys: [.return, .rightArrow]) { press in
      heard = press.key == .return ? "return" : "right arrow"
      return .handled
    }
  }
}
