import Observation
import Testing

@testable import ViewProbe

@Observable private final class Basket {
  var count = 0
}

private final class LegacyBasket: ObservableObject {
  @Published var count = 0
}

private struct LegacyBadge: View {
  @ObservedObject var basket: LegacyBasket
  var body: some View { Text("legacy \(basket.count)") }
}

private struct BasketBadge: View {
  let basket: Basket
  var body: some View { Text("basket \(basket.count)") }
}

/// Where the other test of these checks is declared.
private let otherTest = SourceLocation(
  fileID: "ViewProbeTests/OtherTests.swift", filePath: "OtherTests.swift", line: 7, column: 4)

/// Tests run in parallel: an object two tests share (a static instance, a singleton) lets one
/// test's writes change what another test's harness shows. The harness knows the test that made
/// it; here it is told it belongs to another, as if the writes below came from a second test.
@MainActor
@Suite("Objects shared between tests")
struct SharedModelTests {
  @Test("a write that reaches a harness of another test is an issue of the writing test, once")
  func writeReachingAnotherTestsHarness() {
    let basket = Basket()
    let harness = ParentHarness { BasketBadge(basket: basket) }
    harness.core.graph.tracker.inbox.attach(
      toTestAt: otherTest, named: "countsItems()",
      harness: "ParentHarness<BasketBadge> (OtherTests.swift:9)")
    let reports = capturedReports {
      basket.count = 1
      _ = harness.texts  // an update: the badge reads the count again, and observes it again
      basket.count = 2
    }
    #expect(harness.texts == ["basket 2"], "the write still reaches the views, as on a device")
    #expect(reports.count == 1, "once per writing test")
    #expect(
      reports.first?.hasPrefix(
        "A write in this test (“writeReachingAnotherTestsHarness()”) reached the views of "
          + "ParentHarness<BasketBadge> (OtherTests.swift:9), a harness made by another test running at the same time (“countsItems()”): "
          + "the object written is shared between tests") == true)
    #expect(reports.first?.hasSuffix("(a .serialized suite).") == true)
  }

  @Test("G01 an ObservableObject's change that reaches another test's harness is reported too")
  func publishedChangeReachingAnotherTestsHarness() {
    let basket = LegacyBasket()
    let harness = ParentHarness { LegacyBadge(basket: basket) }
    harness.core.graph.tracker.inbox.attach(
      toTestAt: otherTest, named: "countsItems()", harness: "ParentHarness<LegacyBadge>")
    let reports = capturedReports { basket.count = 5 }
    #expect(harness.texts == ["legacy 5"])
    #expect(reports.count == 1)
    #expect(
      reports.first?.hasPrefix(
        "A write in this test (“publishedChangeReachingAnotherTestsHarness()”) reached the views "
          + "of ParentHarness<LegacyBadge>") == true)
  }

  @Test("writes to the test's own harness, or one whose test is over or that is gone: no report")
  func ownAndFinishedHarnessesAreQuiet() {
    let basket = Basket()
    let own = ParentHarness { BasketBadge(basket: basket) }
    let finished = ParentHarness { BasketBadge(basket: basket) }
    finished.core.graph.tracker.inbox.attach(
      toTestAt: otherTest, named: "countsItems()", harness: "ParentHarness<BasketBadge>")
    finished.core.cancelViewTasks()  // what the .viewProbe trait does when a test ends
    do {
      let released = ParentHarness { BasketBadge(basket: basket) }
      released.core.graph.tracker.inbox.attach(
        toTestAt: otherTest, named: "countsItems()", harness: "ParentHarness<BasketBadge>")
    }
    let reports = capturedReports { basket.count = 3 }
    #expect(reports.isEmpty)
    #expect(own.texts == ["basket 3"])
  }
}
