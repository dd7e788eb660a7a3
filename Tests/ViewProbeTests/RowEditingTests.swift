import Foundation
import Testing

@testable import ViewProbe

/// Deleting and moving list rows: `onDelete`, `onMove`, `editActions`, and the refusals where
/// SwiftUI offers no such edit.
@MainActor
@Suite("Row editing (A11, A12)", .viewProbe)
struct RowEditingTests {
  @Test("A11 delete() runs onDelete with the row's offset; the deleted row's state is gone")
  func deleteRunsOnDeleteAndDropsTheRowsState() throws {
    let harness = ParentHarness { Inbox() }
    try harness.find(button: "bump b").tap()
    try harness.find(button: "bump c").tap()
    try harness.find(text: "b: 1").delete()
    #expect(harness.texts == ["a: 0", "bump a", "c: 1", "bump c", "deleted [1]"])
  }

  @Test("A12 move(toOffset:) runs onMove; the moved row keeps its state by id")
  func moveRunsOnMoveAndKeepsState() throws {
    let harness = ParentHarness { Inbox() }
    try harness.find(button: "bump a").tap()
    try harness.find(text: "a: 1").move(toOffset: 3)
    #expect(harness.texts == ["b: 0", "bump b", "c: 0", "bump c", "a: 1", "bump a", "deleted []"])
  }

  @Test("A12 editActions delete and move the bound elements themselves")
  func editActionsEditTheBinding() throws {
    let harness = ParentHarness { Checklist() }
    try harness.find(toggle: "milk").toggle()
    try harness.find(toggle: "eggs").delete()
    #expect(harness.texts == ["milk", "bread", "milk done"])
    try harness.find(toggle: "bread").move(toOffset: 0)
    #expect(harness.texts == ["bread", "milk", "milk done"])
    #expect(try harness.find(toggle: "milk").isOn)
  }

  @Test("delete() and move(toOffset:) refuse where SwiftUI offers no such edit")
  func refusals() throws {
    let harness = ParentHarness { Refusals() }
    let reports = try capturedReports {
      try harness.find(text: "pinned").delete()
      try harness.find(text: "plain").delete()
      try harness.find(text: "loose").delete()
      try harness.find(text: "title").delete()
      try harness.find(text: "pinned").move(toOffset: 5)
    }
    #expect(
      reports == [
        "delete() on the Text \"pinned\" at Refusals › List › Text found its row marked deleteDisabled(true); SwiftUI "
          + "offers no deletion for it",
        "delete() on the Text \"plain\" at Refusals › List › Text found no onDelete or editActions with .delete on the "
          + "ForEach its row belongs to; SwiftUI offers no deletion for such rows",
        "delete() on the Text \"loose\" at Refusals › VStack › Text found its ForEach outside a List or Form; SwiftUI offers "
          + "row editing only in lists",
        "delete() on the Text \"title\" at Refusals › List › Text found no ForEach row around it; only rows of a ForEach "
          + "are deleted or moved",
        "move(toOffset: 5) on the Text \"pinned\" at Refusals › List › Text: the ForEach has 2 rows, so a destination is "
          + "from 0 to 2",
      ])
    #expect(harness.texts == ["title", "pinned", "other", "plain", "loose", "deletes 0"])
  }

  @Test("A11 swipe actions on a row replace the Delete swipe onDelete offers; edit mode keeps it")
  func a11_swipeActionsReplaceTheDeleteSwipe() throws {
    let harness = ParentHarness { FlaggedMail() }
    expectIssue(
      startingWith:
        "delete() on the Text \"lunch?\" at FlaggedMail › NavigationStack › List › Text "
        + "found swipe actions on its row (FlaggedMail › NavigationStack › List › Text): SwiftUI "
        + "then no longer adds the Delete action"
    ) {
      try? harness.find(text: "lunch?").delete()
    }
    #expect(harness.texts.starts(with: ["lunch?", "Archive", "invoice", "report", "Archive"]))
    try harness.find(text: "invoice").delete()  // no swipe actions on this row
    #expect(harness.texts.starts(with: ["lunch?", "Archive", "report", "Archive"]))
    harness.findAll(button: "Archive")[0].tap()
    #expect(harness.texts.contains("archived lunch?"))
    try harness.find(button: "Edit").tap()
    try harness.find(text: "report").delete()  // edit mode's delete control
    #expect(harness.texts == ["note", "Archive", "archived lunch?", "Done"])
  }
}

/// Mail whose rows but one have swipe actions of their own, and an onDelete.
private struct FlaggedMail: View {
  @State private var subjects = ["lunch?", "invoice", "report", "note"]
  @State private var archived: [String] = []

  var body: some View {
    NavigationStack {
      List {
        ForEach(subjects, id: \.self) { subject in
          if subject == "invoice" {
            Text(subject)
          } else {
            Text(subject)
              .swipeActions(edge: .leading) {
                Button("Archive") {
                  archived.append(subject)
                  subjects.removeAll { $0 == subject }
                }
              }
          }
        }
        .onDelete { subjects.remove(atOffsets: $0) }
        Text("archived \(archived.joined(separator: ", "))")
      }
      .toolbar { EditButton() }
    }
  }
}

private struct Inbox: View {
  @State private var names = ["a", "b", "c"]
  @State private var deleted: [Int] = []

  var body: some View {
    List {
      ForEach(names, id: \.self) { name in
        CounterChild(label: name)
      }
      .onDelete { offsets in
        deleted = Array(offsets)
        names.remove(atOffsets: offsets)
      }
      .onMove { names.move(fromOffsets: $0, toOffset: $1) }
      Text("deleted \(deleted)")
    }
  }
}

private struct Item: Identifiable {
  let id: String
  var done = false
}

private struct Checklist: View {
  @State private var items = [Item(id: "milk"), Item(id: "eggs"), Item(id: "bread")]

  var body: some View {
    List($items, editActions: .all) { $item in
      Toggle(item.id, isOn: $item.done)
    }
    Text(items.filter(\.done).map { "\($0.id) done" }.joined())
  }
}

private struct Refusals: View {
  @State private var deletes = 0

  var body: some View {
    List {
      Text("title")
      ForEach(["pinned", "other"], id: \.self) { name in
        Text(name).deleteDisabled(name == "pinned")
      }
      .onDelete { _ in deletes += 1 }
      .onMove { _, _ in }
      ForEach(["plain"], id: \.self) { Text($0) }
    }
    VStack {
      ForEach(["loose"], id: \.self) { Text($0) }.onDelete { _ in deletes += 1 }
      Text("deletes \(deletes)")
    }
  }
}

/// Controls whose drag or press is an editing session: `onEditingChanged` brackets the change.
@MainActor
@Suite("Editing sessions of value controls", .viewProbe)
struct EditingSessionTests {
  @Test("a slider's setValue is one drag: onEditingChanged(true), the value, then (false)")
  func sliderDragIsAnEditingSession() throws {
    let harness = ParentHarness { VolumeSettings() }
    try harness.find(slider: "Volume").setValue(0.8)
    #expect(harness.texts.last == "began at 0.5, saved 0.8")
  }

  @Test("a stepper's press is an editing session around the increment")
  func stepperPressIsAnEditingSession() throws {
    let harness = ParentHarness { VolumeSettings() }
    try harness.find(stepper: "Copies").increment()
    #expect(harness.texts.contains("copies 2, edits 1"))
  }
}

private struct VolumeSettings: View {
  @State private var volume = 0.5
  @State private var log = ""
  @State private var copies = 1
  @State private var edits = 0

  var body: some View {
    Form {
      Slider(value: $volume, in: 0...1) {
        Text("Volume")
      } onEditingChanged: { editing in
        if editing {
          log = "began at \(volume)"
        } else {
          log += ", saved \(volume)"
        }
      }
      Stepper("Copies", value: $copies, in: 1...5) { editing in
        if !editing { edits += 1 }
      }
      Text("copies \(copies), edits \(edits)")
      Text(log)
    }
  }
}
