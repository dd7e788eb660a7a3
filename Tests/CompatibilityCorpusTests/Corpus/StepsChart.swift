import Charts
import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A fitness screen: a chart of daily steps (bars, a goal rule, an average line), a range picker
/// and a goal stepper around it — the state a test checks while the chart draws nothing.
struct StepDay: Identifiable {
  let id: Int
  let date: Date
  let steps: Int
  let kind: String
}

struct StepsChartScreen: View {
  enum Range: String, CaseIterable, Identifiable {
    case week = "Week"
    case month = "Month"
    var id: Self { self }
  }

  @State private var range = Range.week
  @State private var goal = 8_000
  @State private var selectedDate: Date?
  @State private var showsAverage = true

  private var days: [StepDay] {
    let count = range == .week ? 7 : 30
    return (0..<count).map { offset in
      StepDay(
        id: offset, date: Date(timeIntervalSince1970: Double(offset) * 86_400),
        steps: 6_000 + offset * 250, kind: offset.isMultiple(of: 2) ? "Walk" : "Run")
    }
  }

  private var average: Double {
    Double(days.map(\.steps).reduce(0, +)) / Double(max(days.count, 1))
  }

  var body: some View {
    VStack(alignment: .leading) {
      Picker("Range", selection: $range) {
        ForEach(Range.allCases) { range in
          Text(range.rawValue).tag(range)
        }
      }
      .pickerStyle(.segmented)
      Text("Average \(Int(average)) steps")
      Chart {
        ForEach(days) { day in
          BarMark(
            x: .value("Day", day.date, unit: .day),
            y: .value("Steps", day.steps)
          )
          .foregroundStyle(by: .value("Kind", day.kind))
          .cornerRadius(4)
        }
        RuleMark(y: .value("Goal", goal))
          .foregroundStyle(.red)
          .lineStyle(StrokeStyle(lineWidth: 2, dash: [4]))
          .annotation(position: .top, alignment: .leading) {
            Text("Goal")
          }
        if showsAverage {
          RuleMark(y: .value("Average", average))
            .foregroundStyle(.gray)
            .annotation(
              position: .bottom, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)
            ) {
              Text("Average")
            }
        }
      }
      .chartXAxis {
        AxisMarks(values: .stride(by: .day)) { _ in
          AxisGridLine()
          AxisValueLabel(format: .dateTime.weekday(.narrow))
        }
      }
      .chartYScale(domain: 0...15_000)
      .chartXSelection(value: $selectedDate)
      .chartForegroundStyleScale(["Walk": Color.blue, "Run": Color.green])
      .frame(height: 240)
      Chart(days) { day in
        LineMark(x: .value("Day", day.id), y: .value("Steps", day.steps))
          .interpolationMethod(.catmullRom)
          .symbol(.circle)
        PointMark(x: .value("Day", day.id), y: .value("Steps", day.steps))
      }
      .chartLegend(.hidden)
      .chartBackground { proxy in
        GeometryReader { geometry in
          if let frame = proxy.plotFrame {
            Text("steps").position(x: geometry[frame].midX, y: geometry[frame].midY)
          }
        }
      }
      Stepper("Goal \(goal)", value: $goal, in: 1_000...20_000, step: 500)
      Toggle("Show average", isOn: $showsAverage)
    }
    .padding()
  }
}
