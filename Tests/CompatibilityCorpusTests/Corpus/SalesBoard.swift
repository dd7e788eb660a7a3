import Charts
import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A sales board: a chart built from a chart-content type of its own (a range bar and a line per
/// city), the marks' interval and one-axis forms, axis marks with formats and custom labels,
/// a `Plot` group and type-erased content — and a toggle and a count around it, the state a test
/// checks.

struct CitySale: Identifiable, Hashable {
  let id = UUID()
  let month: Date
  let amount: Double
  let low: Double
  let high: Double
  let city: String
}

struct CitySalesMarks: ChartContent {
  let sale: CitySale
  var body: some ChartContent {
    BarMark(
      x: .value("Month", sale.month, unit: .month), yStart: .value("Low", sale.low),
      yEnd: .value("High", sale.high), width: .ratio(0.6)
    )
    .foregroundStyle(.blue.gradient)
    .clipShape(RoundedRectangle(cornerRadius: 4))
    LineMark(
      x: .value("Month", sale.month), y: .value("Amount", sale.amount),
      series: .value("City", sale.city)
    )
    .symbol { Circle().frame(width: 6) }
    .lineStyle(.init(lineWidth: 2))
    .zIndex(1)
  }
}

struct SalesBoardScreen: View {
  let sales: [CitySale]
  @State private var showsTarget = false

  var body: some View {
    VStack {
      Toggle("Show target", isOn: $showsTarget)
      Text(showsTarget ? "Target shown" : "\(sales.count) months")
      Chart {
        if showsTarget {
          RuleMark(y: .value("Target", 8.0))
        }
        ForEach(sales) { sale in
          CitySalesMarks(sale: sale)
        }
        RectangleMark(
          xStart: .value("Start", Date.now), xEnd: .value("End", Date.now),
          yStart: .value("Low", 0), yEnd: .value("High", 10)
        )
        .foregroundStyle(.yellow.opacity(0.2))
        PointMark(x: .value("Amount", 3.0))
          .symbol(.asterisk)
          .offset(x: 2, y: 2)
        RuleMark(xStart: .value("Start", 1), xEnd: .value("End", 2), y: .value("Y", 3))
        BarMark(x: .value("Amount", 4.0), y: .value("City", "Paris"), stacking: .normalized)
          .accessibilityHidden(true)
          .accessibilityLabel("Paris")
          .accessibilityValue("4")
      }
      .chartXAxis {
        AxisMarks(format: .dateTime.month(.abbreviated))
        AxisMarks(values: [0, 5, 10]) { value in
          AxisValueLabel {
            if let amount = value.as(Double.self) {
              Text("\(amount, specifier: "%.0f") k")
            }
          }
          AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5))
          if value.index == value.count - 1 {
            AxisTick(length: 4)
          }
        }
      }
      .chartYAxis(.hidden)
      Chart(sales, id: \.self) { sale in
        AreaMark(
          x: .value("Month", sale.month), y: .value("Amount", sale.amount), stacking: .center
        )
        .interpolationMethod(.monotone)
        .alignsMarkStylesWithPlotArea()
      }
      Chart {
        Plot {
          ForEach(sales) { sale in
            PointMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
          }
        }
        .foregroundStyle(.purple)
        AnyChartContent(RuleMark(y: .value("Zero", 0)))
      }
    }
  }
}
