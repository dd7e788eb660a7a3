import Observation
import Testing

@testable import ViewProbe

private struct TallyKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Keeps the tally its content reports, and reports one more than it keeps: every action changes
/// the value again.
private struct RunawayTally: View {
  @State private var tally = 0
  var body: some View {
    VStack {
      Text("tally \(tally)")
      Text("row").preference(key: TallyKey.self, value: tally + 1)
    }
    .onPreferenceChange(TallyKey.self) { tally = $0 }
  }
}

/// Reports a badge's width, and widens the badge once the width is known: the action changes the
/// value once more, then it holds.
private struct WideningBadge: View {
  @State private var wide = false
  @State private var reported = 0
  var body: some View {
    VStack {
      Text("reported \(reported)")
      Text("badge").preference(key: TallyKey.self, value: wide ? 20 : 10)
    }
    .onPreferenceChange(TallyKey.self) { width in
      reported = width
      wide = true
    }
  }
}

@Observable private final class Echo {
  var count = 0
}

/// Bumps its model's count whenever the count changes.
private struct EchoingCount: View {
  let echo: Echo
  var body: some View {
    Text("count \(echo.count)").onChange(of: echo.count) { echo.count += 1 }
  }
}

@MainActor
@Suite("Preference update loops (H09)")
struct PreferenceLoopTests {
  @Test("H09 an action that changes what its preference is made from loops; the issue says so")
  func runawayPreferenceIsExplained() {
    var harness: ParentHarness<RunawayTally>?
    expectIssue(
      startingWith: "Update loop: 100 update passes did not settle; still invalid: RunawayTally. A "
        + "view keeps changing state that its own update depends on. Its passes kept running "
        + "onPreferenceChange actions (onPreferenceChange(TallyKey.self) in RunawayTally) that "
        + "change state the preference's value is made from, so the value changes again; SwiftUI "
        + "logs \"Bound preference TallyKey tried to update multiple times per frame.\""
    ) {
      harness = ParentHarness { RunawayTally() }
    }
    let warnings = harness?.runtimeWarnings ?? []
    #expect(
      warnings.map(\.message) == [
        "Bound preference TallyKey tried to update multiple times per frame."
      ])
    #expect(warnings.map(\.path) == ["RunawayTally"])
  }

  @Test("H09 an action that changes its preference once more settles, with SwiftUI's warning once")
  func preferenceChangedOnceMoreSettles() {
    let reports = capturedReports {
      let harness = ParentHarness { WideningBadge() }
      #expect(harness.texts.first == "reported 20")
      #expect(
        harness.runtimeWarnings == [
          RuntimeWarning(
            message: "Bound preference TallyKey tried to update multiple times per frame.",
            path: "WideningBadge")
        ])
    }
    #expect(reports.isEmpty, "no update loop")
  }

  @Test("An update loop found by a property read points at the harness's line, not nowhere")
  func loopFoundByAPropertyReadPointsAtTheHarness() {
    let echo = Echo()
    let line = #line + 1
    let harness = ParentHarness { EchoingCount(echo: echo) }
    echo.count = 1  // outside any harness call: the update runs at the next read
    withKnownIssue {
      _ = harness.texts
    } matching: { issue in
      issue.sourceLocation?.fileName == "PreferenceLoopTests.swift"
        && issue.sourceLocation?.line == line
        && issue.comments.contains { $0.rawValue.hasPrefix("Update loop: 100 update passes") }
    }
  }
}
