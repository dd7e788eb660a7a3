import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI)
  #if canImport(UIKit)
    import UIKit
  #endif

  /// An expense form as iOS 14-era apps wrote it: a `NumberFormatter` field with the deprecated
  /// `onCommit`, iOS 13's `accessibility(label:)`, and a receipt photo whose change (compared as
  /// UIKit compares images) recomputes a summary. The amount reaches the model only when editing
  /// ends: the Add button beside a field still being typed into adds the old amount, the bug this
  /// file's test pins.
  struct ExpenseEntry: View {
    @State private var amount = 0.0
    @State private var items: [Double] = []
    @State private var receipt: UIImage?
    @State private var receiptNote = "No receipt"
    @State private var lastCommitted = ""
    @State private var scans = 0

    private static let money: NumberFormatter = {
      let formatter = NumberFormatter()
      formatter.numberStyle = .decimal
      formatter.minimumFractionDigits = 2
      formatter.maximumFractionDigits = 2
      formatter.locale = Locale(identifier: "en_US")
      return formatter
    }()

    var body: some View {
      NavigationView {
        Form {
          Section(header: Text("New expense")) {
            TextField(
              "Amount", value: $amount, formatter: Self.money,
              onCommit: { lastCommitted = Self.money.string(for: amount) ?? "" })
            Button(action: { items.append(amount) }) {
              Image(systemName: "plus.circle.fill")
            }
            .accessibility(label: Text("Add expense"))
            Button("Attach receipt") { receipt = UIImage(data: Data("receipt-1".utf8)) }
            Button("Attach same receipt") { receipt = UIImage(data: Data("receipt-1".utf8)) }
            Text(receiptNote)
          }
          Section(header: Text("Expenses")) {
            ForEach(items.indices, id: \.self) { index in
              Text(Self.money.string(for: items[index]) ?? "")
            }
            Text("Total \(Self.money.string(for: items.reduce(0, +)) ?? "")")
            Text("Last entered \(lastCommitted)")
          }
        }
        .navigationBarTitle("Expenses")
        .onChange(of: receipt) { _ in
          scans += 1
          receiptNote = "Receipt scanned (\(scans))"
        }
      }
    }
  }
#endif
