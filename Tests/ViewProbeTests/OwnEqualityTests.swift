import Testing
import ViewProbe

/// A badge equal when the counts' parities are; not plain data (the label is a `String`).
struct ParityBadge: View, Equatable {
  let label: String
  let count: Int
  @State private var taps = 0
  nonisolated static func == (lhs: ParityBadge, rhs: ParityBadge) -> Bool {
    lhs.label == rhs.label && lhs.count % 2 == rhs.count % 2
  }
  var body: some View { Button("\(label) \(count), tapped \(taps)") { taps += 1 } }
}

/// The same `==` on a view that is plain data (two integers).
struct PlainParityBadge: View, Equatable {
  let id: Int
  let count: Int
  nonisolated static func == (lhs: PlainParityBadge, rhs: PlainParityBadge) -> Bool {
    lhs.id == rhs.id && lhs.count % 2 == rhs.count % 2
  }
  var body: some View { Text("plain \(id): \(count)") }
}

/// E02 as the SwiftUI team describes it: "for POD views it compares each field directly… for
/// non-POD views it prefers the view's ==", with `.equatable()` or without.
@MainActor
@Suite(.viewProbe)
struct OwnEqualityTests {
  @Test("E02 a view that is not plain data is compared with its own ==, without .equatable()")
  func e02_ownEqualityOfAViewThatIsNotPlainData() throws {
    let harness = ParentHarness {
      TickingParent { tick in ParityBadge(label: "badge", count: tick * 2 + (tick >= 2 ? 1 : 0)) }
    }
    try harness.find(button: "tick").tap()  // count 0 → 2: equal by ==, though it differs
    #expect(harness.bodyCount(of: ParityBadge.self) == 1)
    #expect(harness.texts.last == "badge 0, tapped 0", "the old value is kept (E03's rule)")
    try harness.find(button: "badge 0, tapped 0").tap()  // its own state still runs the body
    #expect(harness.texts.last == "badge 0, tapped 1")
    try harness.find(button: "tick").tap()  // count 2 → 5: == says changed
    #expect(harness.texts.last == "badge 5, tapped 1")
    let last = try #require(harness.renderCauses(of: ParityBadge.self).last)
    #expect(
      last.causes.map(\.description) == [
        "the view's == returned false (input count changed from 0 to 5)"
      ])
  }

  @Test("E02 a view that is plain data is compared field by field, its own == left aside")
  func e02_plainDataViewComparedFieldByField() throws {
    let harness = ParentHarness {
      TickingParent { tick in PlainParityBadge(id: 1, count: tick * 2) }
    }
    try harness.find(button: "tick").tap()
    #expect(harness.bodyCount(of: PlainParityBadge.self) == 2)
    #expect(harness.texts.last == "plain 1: 2")
    try harness.find(button: "tick").tap()
    #expect(harness.texts.last == "plain 1: 4")
  }

}
