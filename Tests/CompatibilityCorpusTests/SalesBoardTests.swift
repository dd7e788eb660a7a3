import Foundation
import Testing
import ViewProbe

/// `SalesBoard.swift`: a chart-content type of the app's own, with marks in all their forms,
/// compiles as written; the toggle around the chart is the app's state.
@MainActor
@Suite("Corpus: sales board (custom chart content)", .viewProbe)
struct SalesBoardTests {
  @Test("A01 the chart's toggle keeps its state as the board re-renders")
  func a01_toggleAroundTheChart() throws {
    let sales = (0..<3).map { month in
      CitySale(
        month: Date(timeIntervalSince1970: Double(month) * 2_592_000), amount: 5, low: 2,
        high: 9, city: "Paris")
    }
    let harness = ParentHarness { SalesBoardScreen(sales: sales) }
    #expect(harness.texts.contains("3 months"))
    try harness.find(toggle: "Show target").toggle()
    #expect(harness.texts.contains("Target shown"))
    harness.reRender()
    #expect(harness.texts.contains("Target shown"))
  }
}
