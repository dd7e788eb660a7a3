import Testing
import ViewProbe

/// A picker's options as SwiftUI matches them to its selection: `ForEach` rows by their ids, tags
/// of the selection's type or (by default) its `Optional`, and nothing of another type.
@MainActor
@Suite("Picker options and their types", .viewProbe)
struct PickerOptionTests {
  @Test("B01 ForEach rows with no tag are options by their ids: select and a tap choose them")
  func forEachRowsAreOptionsByID() throws {
    let harness = ParentHarness { TipForm() }
    try harness.find(picker: "Tip percentage").select(15)
    #expect(harness.texts.last == "tip 15")
    try harness.find(text: "25%").tap()
    #expect(harness.texts.last == "tip 25")
  }

  @Test("B01 an optional selection takes tags of the wrapped type; includeOptional: false does not")
  func optionalSelectionTakesWrappedTags() throws {
    let harness = ParentHarness { SpeedForm() }
    try harness.find(picker: "Speed").select(Speed.fast)
    #expect(harness.texts.contains("speed fast"))
    expectIssue(
      startingWith: "select(slow) on the Picker \"Strict speed\" found the option tagged slow of "
        + "type Speed, but the selection's type is Optional<Speed>: SwiftUI chooses nothing"
    ) {
      try? harness.find(picker: "Strict speed").select(Speed.slow)
    }
    #expect(harness.texts.contains("strict none"))
    // The strict picker has no option for its nil selection: SwiftUI's warning, once.
    #expect(harness.runtimeWarnings.map(\.message) == [nilWithoutTag])
    harness.expectWarning(nilWithoutTag)
  }

  @Test("B01 a tag of another type than the selection is never chosen, by select or by a tap")
  func mismatchedTagIsNotChosen() throws {
    let harness = ParentHarness { GroupFilter() }
    expectIssue(
      startingWith: "tap() on the Text \"Editors\" at GroupFilter › Picker › Text found the "
        + "option tagged Optional(\"editors\") of type Optional<String>, but the selection's type "
        + "is String: SwiftUI chooses nothing"
    ) {
      try? harness.find(text: "Editors").tap()
    }
    expectIssue(
      startingWith: "select(Optional(\"viewers\")) on the Picker \"Group\" found the option"
    ) {
      try? harness.find(picker: "Group").select(Optional("viewers"))
    }
    #expect(harness.texts.last == "group all")
    // "all" is no option's tag either (the filter's own bug): SwiftUI says so.
    harness.expectWarning(
      "Picker: the selection \"all\" is invalid and does not have an associated tag, this will "
        + "give undefined results.")
  }

  @Test("B01 a selection no option is tagged with gets SwiftUI's warning once, until it changes")
  func selectionWithoutTagWarns() throws {
    let harness = ParentHarness { TipForm(initial: 18) }
    try harness.find(picker: "Tip percentage").select(15)
    try harness.find(picker: "Tip percentage").select(20)
    #expect(
      harness.runtimeWarnings.map(\.description) == [
        "Picker: the selection \"18\" is invalid and does not have an associated tag, this will "
          + "give undefined results. [TipForm › Form › Picker]"
      ])
    harness.expectWarning("Picker: the selection \"18\"")
  }
}

private let nilWithoutTag =
  "Picker: the selection \"nil\" is invalid and does not have an associated tag, this will give "
  + "undefined results."

private struct TipForm: View {
  @State private var tip: Int
  init(initial: Int = 20) { _tip = State(initialValue: initial) }
  private let tips = [10, 15, 20, 25, 0]

  var body: some View {
    Form {
      Picker("Tip percentage", selection: $tip) {
        ForEach(tips, id: \.self) { Text($0, format: .percent) }
      }
      .pickerStyle(.segmented)
      Text("tip \(tip)")
    }
  }
}

private enum Speed: String, CaseIterable {
  case slow, fast
}

private struct SpeedForm: View {
  @State private var speed: Speed?
  @State private var strict: Speed?

  var body: some View {
    Form {
      Picker("Speed", selection: $speed) {
        Text("Any").tag(Speed?.none)
        ForEach(Speed.allCases, id: \.self) { Text($0.rawValue).tag($0) }
      }
      Picker("Strict speed", selection: $strict) {
        ForEach(Speed.allCases, id: \.self) { Text($0.rawValue).tag($0, includeOptional: false) }
      }
      Text("speed \(speed?.rawValue ?? "none")")
      Text("strict \(strict?.rawValue ?? "none")")
    }
  }
}

private struct GroupFilter: View {
  @State private var group = "all"
  private let groups = ["editors", "viewers"]

  var body: some View {
    Picker("Group", selection: $group) {
      ForEach(groups, id: \.self) { Text($0.capitalized).tag(Optional.some($0)) }
    }
    Text("group \(group)")
  }
}
