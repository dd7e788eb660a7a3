import Foundation
import Testing
import ViewProbe

// Views written the way app code writes them: recursive views, view values kept in state, rows
// made by a closure passed in from outside, taps on a button's label.

/// A recursive outline: each level can collapse the levels below it.
struct OutlineLevel: View {
  let depth: Int
  @State private var open = true

  var body: some View {
    VStack {
      Button("toggle \(depth)") { open.toggle() }
      if open && depth > 0 {
        OutlineLevel(depth: depth - 1)
      }
    }
  }
}

/// A view value kept in `@State` and shown in two places, one of them conditional.
struct StoredContentHolder: View {
  @State private var content = AnyView(TapCounter())
  @State private var shown = true

  var body: some View {
    VStack {
      Button("hide") { shown.toggle() }
      if shown { content }
      content
    }
  }
}

/// A counter whose button label is a plain `Text`.
struct TapCounter: View {
  @State private var count = 0
  var body: some View { Button("count \(count)") { count += 1 } }
}

/// Rows made by a closure the parent was given.
struct InjectedRows: View {
  let row: (Int) -> AnyView
  @State private var items = [1, 2, 3]

  var body: some View {
    VStack {
      Button("drop first") { items.removeFirst() }
      ForEach(items, id: \.self) { row($0) }
    }
  }
}

/// A button with a composite label, and one that a `.disabled` modifier turns off.
struct LabelledButtons: View {
  @State private var saved = 0

  var body: some View {
    VStack {
      Button {
        saved += 1
      } label: {
        HStack {
          Image(systemName: "tray.and.arrow.down")
          Text("Save")
        }
      }
      Text("saved \(saved)")
      Button("Delete") {}.disabled(true)
      Toggle(isOn: .constant(true)) { Text("Sync") }
    }
  }
}

@MainActor
@Suite("App patterns", .viewProbe)
struct AppPatternTests {
  @Test("A11 a recursive view 800 levels deep: collapsing a level removes the state below it")
  func a11_recursiveOutline() throws {
    let harness = ParentHarness { OutlineLevel(depth: 800) }
    #expect(harness.texts.count == 801)
    try harness.find(button: "toggle 100").tap()
    #expect(harness.texts.count == 701)
    try harness.find(button: "toggle 400").tap()
    #expect(harness.texts.count == 401)
    try harness.find(button: "toggle 400").tap()
    // Level 100 came back as a new identity: open again, with its levels below.
    #expect(harness.texts.count == 801)
  }

  @Test("A02/A11 a view value kept in @State: each placement is its own identity")
  func a11_viewValueKeptInState() throws {
    let harness = ParentHarness { StoredContentHolder() }
    #expect(harness.texts == ["hide", "count 0", "count 0"])
    let counters = harness.findAll(text: "count 0")
    try #require(counters.count == 2)
    counters[0].tap()
    #expect(harness.texts == ["hide", "count 1", "count 0"])
    try harness.find(button: "hide").tap()
    #expect(harness.texts == ["hide", "count 0"])
    try harness.find(button: "hide").tap()
    #expect(harness.texts == ["hide", "count 0", "count 0"])
  }

  @Test("A12 rows made by an injected closure keep their state with their element")
  func a12_injectedRowClosure() throws {
    let harness = ParentHarness { InjectedRows(row: { AnyView(TapCounter().id($0)) }) }
    let counters = harness.findAll(text: "count 0")
    try #require(counters.count == 3)
    counters[1].tap()
    #expect(harness.texts == ["drop first", "count 0", "count 1", "count 0"])
    try harness.find(button: "drop first").tap()
    #expect(harness.texts == ["drop first", "count 1", "count 0"])
  }

  @Test("Text's date styles and format styles render as strings the harness reads")
  func formattedTexts() {
    // 0.4 s over: rounding still gives 30 s if the render comes up to 0.9 s later.
    let soon = Date().addingTimeInterval(2 * 3600 + 5 * 60 + 30.4)
    let harness = ParentHarness {
      VStack {
        Text(soon, style: .timer)
        Text(soon, style: .offset)
        Text(soon, style: .relative)
        Text("\(1234.5, format: .number.grouping(.never)) beans")
        Text(42, format: .number)
      }
    }
    #expect(
      harness.texts == [
        "2:05:30", "+2 hours", "2 hours, 5 minutes", "1234.5 beans", "42",
      ])
  }

  @Test("tap() on a button's label taps the button; a disabled or non-button control refuses")
  func tapOnALabel() throws {
    let harness = ParentHarness { LabelledButtons() }
    try harness.find(text: "Save").tap()
    try harness.find(Image.self).tap()
    #expect(harness.texts.contains("saved 2"))
    expectFailure(
      "tap() on the Text \"Delete\" at LabelledButtons › VStack › Button › Text found the Button it "
        + "belongs to disabled by .disabled(true) on LabelledButtons › VStack › Button; a disabled control "
        + "ignores input."
    ) {
      try? harness.find(text: "Delete").tap()
    }
    expectFailure(
      "tap() on the Text \"Sync\" at LabelledButtons › VStack › Toggle › Text found the Toggle it "
        + "belongs to, which does not take taps"
    ) {
      try? harness.find(text: "Sync").tap()
    }
  }
}
