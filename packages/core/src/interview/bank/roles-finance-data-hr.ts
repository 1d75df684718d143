import type { BankQuestion } from '../types';

/**
 * Role questions for the 'Finance & Operations', 'Data & Analytics' and 'HR & People' groups,
 * keyed by exact catalogue title. Each title has four: two technical, one situational and one
 * behavioural (STAR model answer), with at least one EASY or MEDIUM and at least one HARD.
 */
export const ROLE_QUESTIONS_FINANCE_DATA_HR: Record<string, BankQuestion[]> = {
  Accountant: [
    {
      id: 'role-accountant-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'At month-end, a consultant has done $12,000 of work for you in the month but has not yet ' +
        'invoiced. How do you record it, and what happens next month?',
      answer:
        'Under accrual accounting, the expense belongs in the month the service was received, regardless ' +
        'of the invoice. So at month-end I would record an accrual: debit consulting or professional ' +
        'fees expense for $12,000 and credit accrued liabilities for $12,000. I would support the amount ' +
        'with evidence, such as the contract rate multiplied by hours confirmed by the project manager, ' +
        "or the consultant's estimate, and document it in the accrual schedule. Most teams set this up " +
        'as a reversing entry, so on the first day of next month the entry reverses automatically. When ' +
        'the invoice arrives and is recorded through accounts payable as a debit to expense and a credit ' +
        'to accounts payable, the reversal offsets it, so the expense is counted only once. If the ' +
        'invoice differs from the estimate, the difference lands in the new month, and if it is ' +
        'material, I would investigate why and improve future estimates.',
      evaluationCriteria: [
        'Strong: gives the correct journal entry, debit expense and credit accrued liabilities.',
        'Strong: supports the estimate with evidence and documentation.',
        'Strong: explains reversing entries and how double counting is avoided when the invoice arrives.',
        'Strong: addresses differences between the estimate and the final invoice.',
      ],
    },
    {
      id: 'role-accountant-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A customer signs a $120,000 contract covering a software license, implementation services, and ' +
        'one year of support. How do you recognize the revenue under ASC 606?',
      answer:
        'I would apply the five steps. First, confirm there is a contract with enforceable rights and ' +
        'likely collection. Second, identify the performance obligations: the license, implementation, ' +
        'and support are likely separate if each is distinct, meaning the customer can benefit from each ' +
        'and they are separately identifiable. If the implementation significantly customizes the ' +
        'software, the license and implementation may be one combined obligation. Third, determine the ' +
        'transaction price of $120,000, adjusting for any variable consideration such as discounts or ' +
        'refunds. Fourth, allocate the price based on standalone selling prices, using observable prices ' +
        'if we sell them separately, or estimates otherwise. Fifth, recognize each portion when or as it ' +
        'is satisfied: a term or perpetual license of functional software at the point in time the ' +
        'customer can use it, implementation over time as the work progresses, and support evenly over ' +
        'the 12 months. I would document the judgments, especially distinctness and standalone prices.',
      evaluationCriteria: [
        'Strong: walks through the five steps of ASC 606 accurately.',
        'Strong: analyzes whether obligations are distinct, including the customization exception.',
        'Strong: allocates based on standalone selling prices.',
        'Strong: recognizes each obligation at the correct time, point in time versus over time, and ' +
          'documents judgments.',
      ],
    },
    {
      id: 'role-accountant-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "Your manager asks you to move a large invoice into next month so this month's expenses come in " +
        'under budget. What do you do?',
      answer:
        'I would first make sure I understand the request, since there could be a legitimate reason: ' +
        'perhaps the service was actually received next month, or the invoice was dated early. I would ' +
        'check when the goods or services were actually received, because that determines the correct ' +
        'period, not the budget. If the expense belongs to this month, I would explain calmly that ' +
        'recording it next month would misstate both periods and break accrual accounting, and could ' +
        'create audit and control issues. I would offer useful alternatives: explaining the variance in ' +
        'the budget report, for example as a timing difference or a one-time cost, which is the honest ' +
        'way to handle a budget problem. If the manager still insists, I would not make the entry, and I ' +
        'would raise it with the controller or the appropriate person under our policy, because it would ' +
        'be a deliberate misstatement.',
      evaluationCriteria: [
        'Strong: checks the facts, since the correct period depends on when the service was received.',
        'Strong: explains clearly why shifting the expense misstates the financial statements.',
        'Strong: offers a legitimate alternative such as variance explanation.',
        'Strong: refuses to make an improper entry and escalates appropriately.',
      ],
    },
    {
      id: 'role-accountant-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you found and fixed a reconciliation discrepancy.',
      answer:
        'Situation: During the month-end close, the accounts receivable subledger did not agree with the ' +
        'general ledger control account, with a difference of about $37,000, which had been rolled ' +
        'forward as an unexplained item for two months. Task: I was asked to find the cause before the ' +
        'quarter-end close. Action: I compared the two month by month to find when the difference ' +
        'started, then matched transactions in that period. I found that a manual journal entry for a ' +
        'customer credit had been posted directly to the control account, bypassing the subledger, and ' +
        'that a batch of receipts had been posted twice in the subledger during a system upgrade. I ' +
        'corrected both with approval, documented the fix, and recommended that the control account be ' +
        'locked against manual entries. Result: The accounts agreed at quarter-end, the auditors had no ' +
        'findings on receivables, and the lock prevented further manual entries.',
      evaluationCriteria: [
        'Strong: uses a systematic method, such as finding when the difference started.',
        'Strong: identifies the specific causes of the discrepancy.',
        'Strong: corrects with proper approval and documentation.',
        'Strong: recommends a control to prevent recurrence.',
      ],
    },
  ],
  'Financial Analyst': [
    {
      id: 'role-financial-analyst-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Revenue came in 8 percent below budget this quarter. How do you analyze and explain the ' +
        'variance to leadership?',
      answer:
        'I would break the variance into its drivers rather than report one number. For revenue, that ' +
        'usually means volume, price, and mix: fewer units sold, lower average prices or more ' +
        'discounting, or a shift toward lower-priced products or segments. I would calculate each effect ' +
        'separately, such as the volume variance at budgeted price and the price variance at actual ' +
        'volume, so they add up to the total. Then I would segment by product, region, channel, and ' +
        'customer to find where the shortfall is concentrated. Next, I would talk with sales and ' +
        'operations to understand the reasons, such as a delayed launch, a lost customer, or a timing ' +
        'shift of deals into next quarter, and separate timing differences from lasting changes. My ' +
        "report would lead with the key message, such as 6 of the 8 points come from one region's " +
        'delayed contract, quantify each driver, and give the implications for the full-year forecast.',
      evaluationCriteria: [
        'Strong: decomposes the variance into volume, price, and mix effects that reconcile to the total.',
        'Strong: segments to find where the variance is concentrated.',
        'Strong: works with business partners to understand causes and separates timing from permanent ' +
          'effects.',
        'Strong: communicates a clear message and updates the forecast.',
      ],
    },
    {
      id: 'role-financial-analyst-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you evaluate whether the company should invest $2 million in a new production line?',
      answer:
        "I would build a discounted cash flow analysis of the project's incremental cash flows: the " +
        "initial investment, including installation and working capital needs, then each year's " +
        'incremental revenue or cost savings, operating costs, and taxes, with depreciation affecting ' +
        'taxes but not cash, and any salvage value at the end. Only incremental cash flows count, so ' +
        'sunk costs like previous studies are excluded, and I would include effects on other products, ' +
        "such as cannibalization. I would discount the cash flows at the company's weighted average cost " +
        'of capital, or a higher rate if the project is riskier, to get the net present value, and ' +
        'calculate the internal rate of return and payback period. A positive NPV means the project ' +
        'creates value. Then I would stress-test it with sensitivity analysis on key assumptions, such ' +
        'as volume and price, and scenarios, to see how sensitive the result is. I would also mention ' +
        'strategic factors that are not in the numbers.',
      evaluationCriteria: [
        'Strong: uses incremental cash flows, including working capital and taxes, and excludes sunk costs.',
        'Strong: discounts at an appropriate rate and calculates NPV and IRR correctly.',
        'Strong: performs sensitivity and scenario analysis on key assumptions.',
        'Strong: considers strategic and qualitative factors alongside the numbers.',
      ],
    },
    {
      id: 'role-financial-analyst-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A department head pushes back hard on your forecast, which shows their budget plan is ' +
        'unrealistic. What do you do?',
      answer:
        'I would take the pushback seriously, because they may know something my model does not. I would ' +
        'meet them and walk through my assumptions and the data behind them, such as historical trends ' +
        'and current run rates, and ask which assumptions they disagree with and why. If they provide ' +
        'new information, such as a signed contract or a planned hire, I would update the forecast. If ' +
        'their plan relies on assumptions without support, I would explain the gap clearly and stay firm ' +
        'on the numbers, since an unrealistic budget only causes problems later in the year. Sometimes a ' +
        'useful compromise is to show both versions with the assumptions stated, or define milestones ' +
        'that would show their plan is on track. If we still disagree, I would take both views to the ' +
        'finance leader, so the decision is transparent. The goal is an accurate forecast, not winning ' +
        'the argument.',
      evaluationCriteria: [
        'Strong: listens for new information and updates the forecast when justified.',
        'Strong: makes assumptions transparent and evidence-based.',
        'Strong: stays firm on unsupported assumptions and explains consequences.',
        'Strong: escalates disagreements transparently with both views presented.',
      ],
    },
    {
      id: 'role-financial-analyst-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time your analysis changed a business decision.',
      answer:
        'Situation: Our company planned to open a third warehouse to improve delivery times, and the ' +
        'business case showed a good return. Task: As the financial analyst, I was asked to review the ' +
        'model before the board meeting. Action: I rebuilt the model from the raw data and found two ' +
        'issues: the revenue growth assumed that faster delivery would increase orders by 15 percent, ' +
        "based on a competitor's claim rather than our own data, and the lease cost omitted annual " +
        'escalations. Using our own data from a past delivery-time improvement, I estimated the sales ' +
        'lift at around 5 percent. I also modeled an alternative: a partnership with a third-party ' +
        'logistics provider in that region. I presented both scenarios to the CFO with clear ' +
        'assumptions. Result: The company chose the third-party option, which needed no capital ' +
        'investment, improved delivery times in the region by two days, and saved an estimated $3 ' +
        'million compared with the original plan.',
      evaluationCriteria: [
        'Strong: tests key assumptions against internal data.',
        'Strong: identifies specific errors or omissions in the analysis.',
        'Strong: proposes and models alternatives.',
        'Strong: communicates clearly and reports the decision and its impact.',
      ],
    },
  ],
  Auditor: [
    {
      id: 'role-auditor-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you determine materiality and plan the audit of a mid-size company?',
      answer:
        'I would start by understanding the business and its environment: its industry, operations, key ' +
        'systems, internal controls, and any significant changes, such as an acquisition or new system. ' +
        'For materiality, I choose a benchmark that users of the financial statements focus on, commonly ' +
        'around 5 percent of pretax income for a profitable company, or 0.5 to 1 percent of revenue or ' +
        'total assets if earnings are volatile or near zero. Then I set performance materiality lower, ' +
        'often 50 to 75 percent of overall materiality, depending on risk and past misstatements, to ' +
        'allow for undetected errors. I also set a threshold for clearly trivial misstatements. Next, I ' +
        'identify risks of material misstatement by account and assertion, including the presumed fraud ' +
        'risks in revenue recognition and management override of controls. The audit plan then matches ' +
        'procedures to those risks: more and stronger testing where risk is high, and decisions on ' +
        'whether to rely on controls.',
      evaluationCriteria: [
        'Strong: bases planning on understanding the business, controls, and changes.',
        'Strong: chooses an appropriate materiality benchmark with reasonable percentages.',
        'Strong: sets performance materiality and explains why it is lower.',
        'Strong: identifies risks by assertion, including presumed fraud risks, and links procedures ' +
          'to risk.',
      ],
    },
    {
      id: 'role-auditor-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'How would you test revenue for cutoff and existence at year-end?',
      answer:
        'For existence, meaning recorded sales really happened, I would select a sample of recorded ' +
        'revenue transactions and trace them to supporting evidence: customer contracts or orders, ' +
        'shipping documents signed by the carrier or customer, invoices, and subsequent cash receipts. ' +
        'For receivables, I would send confirmations to customers. For cutoff, meaning sales are ' +
        'recorded in the right period, I would test transactions in a window around year-end, such as ' +
        'the last and first ten days, checking shipping dates and delivery terms against the recording ' +
        'date, since terms like FOB destination change when control passes. I would also review credit ' +
        'notes and returns after year-end, because large reversals in January can show that December ' +
        'sales were fictitious or early. Analytical procedures help too: unusual spikes in revenue near ' +
        'year-end, or by customer, deserve closer attention. Given fraud risk, I would also test manual ' +
        'journal entries to revenue near year-end.',
      evaluationCriteria: [
        'Strong: tests existence by tracing to independent evidence such as shipping documents, ' +
          'confirmations, and cash.',
        'Strong: tests cutoff around year-end considering shipping terms and transfer of control.',
        'Strong: reviews post-year-end credit notes and returns.',
        'Strong: uses analytics and journal entry testing for fraud risk.',
      ],
    },
    {
      id: 'role-auditor-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'During fieldwork, you find a pattern suggesting a manager may be recording fictitious expenses, ' +
        "and the client's CFO asks you to leave it out of your findings. What do you do?",
      answer:
        'I cannot leave it out. Auditing standards require me to respond to possible fraud, regardless ' +
        "of the client's request. I would make sure my work is documented carefully: the transactions, " +
        'evidence, and why they appear suspicious, without drawing conclusions beyond the evidence. I ' +
        'would immediately inform my engagement manager and partner, who will decide on next steps with ' +
        "the firm's guidance. Usually this involves expanding procedures to understand the extent, and " +
        'communicating the matter to an appropriate level of management above the people involved, and ' +
        'to those charged with governance, such as the audit committee, especially if management may be ' +
        "involved. The CFO's request to suppress it is itself a concern that I would report to my " +
        'partner, since it raises questions about the tone at the top. I would remain professional with ' +
        'the client and avoid discussing the matter with the manager suspected.',
      evaluationCriteria: [
        'Strong: refuses to suppress the finding and cites professional obligations.',
        'Strong: documents evidence carefully without overreaching.',
        'Strong: escalates immediately to engagement leadership and understands communication to those ' +
          'charged with governance.',
        "Strong: recognizes the CFO's request as a red flag and avoids tipping off the suspected person.",
      ],
    },
    {
      id: 'role-auditor-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you identified a significant control deficiency during an audit.',
      answer:
        'Situation: During a year-end audit of a distribution company, I was testing purchases and ' +
        'noticed that several vendor payments had been approved by the same person who had set up the ' +
        'vendor in the system. Task: I needed to determine whether this was a one-off or a control ' +
        'weakness, and whether it caused a misstatement. Action: I pulled the user access report and ' +
        'found that three accounts payable staff had rights to both create vendors and approve payments, ' +
        'with no review of vendor master changes. I expanded testing, comparing vendor bank details with ' +
        'employee records and reviewing new vendors during the year, and found no fictitious vendors. I ' +
        'documented the deficiency, assessed it with my senior as a significant deficiency, and drafted ' +
        'a recommendation on segregating duties and reviewing master data changes. Result: Management ' +
        'fixed the access rights within a month, and the finding was reported to the audit committee.',
      evaluationCriteria: [
        'Strong: notices an anomaly and tests whether it reflects a broader control issue.',
        'Strong: expands procedures to assess whether fraud or misstatement occurred.',
        'Strong: evaluates the severity of the deficiency appropriately.',
        'Strong: communicates a practical recommendation and reports the outcome.',
      ],
    },
  ],
  Bookkeeper: [
    {
      id: 'role-bookkeeper-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'Walk me through how you do a monthly bank reconciliation.',
      answer:
        "I start with the bank statement's ending balance and the general ledger cash balance for the " +
        'same date. On the bank side, I add deposits in transit, which are recorded in the books but not ' +
        'yet in the bank, and subtract outstanding checks, which were written but not yet cleared. On ' +
        'the book side, I add items the bank recorded that we have not, such as interest, and subtract ' +
        'bank fees, returned checks, or automatic payments not yet entered. After these adjustments, ' +
        "both balances should match. I match each transaction, usually with the accounting software's " +
        'reconciliation tool, and investigate any difference rather than forcing it, since errors like ' +
        'transposed numbers are common. I record journal entries for the book-side items, such as fees. ' +
        'I also look at old outstanding checks, which may need to be voided or followed up, and keep the ' +
        'reconciliation report with the supporting documents.',
      evaluationCriteria: [
        'Strong: correctly adjusts for deposits in transit and outstanding checks.',
        'Strong: records book-side items such as fees and interest.',
        'Strong: investigates differences rather than forcing the balance.',
        'Strong: follows up on stale items and keeps documentation.',
      ],
    },
    {
      id: 'role-bookkeeper-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You take over the books for a small business that have not been reconciled in six months. How ' +
        'do you get them cleaned up?',
      answer:
        'I would start by collecting source records: bank and credit card statements for every account, ' +
        'loan statements, payroll reports, sales reports from the point-of-sale or payment processor, ' +
        'and vendor invoices. I would check the last period that was reconciled and confirmed correct, ' +
        'such as the last tax return or year-end, and use it as a starting point. Then I would reconcile ' +
        'each bank and credit card account month by month, adding missing transactions, removing ' +
        'duplicates, and correcting miscategorized ones, since bank feeds often create duplicates. Next, ' +
        'I would reconcile loans to their statements, separating principal and interest, and payroll to ' +
        'the payroll reports, and check accounts receivable and payable against open invoices. I would ' +
        'keep a list of questions for the owner rather than guessing, and document my adjustments. At ' +
        'the end, I would review the profit and loss statement for anything unusual, and set up a ' +
        'monthly routine to prevent it from happening again.',
      evaluationCriteria: [
        'Strong: gathers complete source documents and identifies a reliable starting point.',
        'Strong: reconciles accounts month by month and fixes duplicates and misclassifications.',
        'Strong: reconciles loans, payroll, receivables, and payables, not just bank accounts.',
        'Strong: documents adjustments, asks the owner rather than guessing, and sets up an ongoing ' +
          'routine.',
      ],
    },
    {
      id: 'role-bookkeeper-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'The owner of a small business you keep books for wants to run personal expenses, such as family ' +
        'vacations, through the business. What do you do?',
      answer:
        'I would explain, respectfully and clearly, that personal expenses are not deductible business ' +
        'expenses, and recording them as business costs would understate taxable income, which can lead ' +
        'to back taxes, penalties, and interest if audited, and also makes the financial statements ' +
        'inaccurate for lenders. I would offer the correct way to handle it: if the business pays for a ' +
        "personal expense, I record it as an owner's draw or distribution, or as a shareholder loan, " +
        'depending on the type of business, rather than as an expense. I would also point out legitimate ' +
        'options, such as business travel that is truly for business purposes, and recommend they ' +
        'discuss their situation with their CPA. If the owner insisted on recording personal expenses as ' +
        'business expenses, I would not do it, and I would consider whether I could continue working for ' +
        'them.',
      evaluationCriteria: [
        'Strong: explains clearly why personal expenses cannot be recorded as business expenses.',
        "Strong: describes the correct treatment, such as owner's draws or shareholder loans.",
        'Strong: suggests legitimate options and involving a CPA.',
        'Strong: refuses to record improper entries.',
      ],
    },
    {
      id: 'role-bookkeeper-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you made the month-end close faster or more accurate for a small business.',
      answer:
        'Situation: I worked for a landscaping company where month-end took about ten days, mostly ' +
        'because receipts were collected on paper from crews and the owner had to answer many questions ' +
        'about expenses. Task: The owner wanted financial reports by the fifth business day to make ' +
        'decisions faster. Action: I set up a receipt capture app for the crews that matched receipts to ' +
        'credit card transactions automatically, and created bank rules for recurring transactions, such ' +
        'as fuel and equipment leases. I built a month-end checklist with due dates, and reconciled ' +
        'accounts weekly instead of once a month. I also created a short monthly report showing profit ' +
        'by service line. Result: Close time fell from ten days to four, missing receipts dropped from ' +
        'around 80 a month to fewer than ten, and the owner used the service line report to raise prices ' +
        'on their least profitable service.',
      evaluationCriteria: [
        'Strong: identifies specific causes of a slow or inaccurate close.',
        'Strong: uses practical tools and rules to automate routine work.',
        'Strong: introduces a checklist and more frequent reconciliations.',
        'Strong: reports measurable improvements and business value.',
      ],
    },
  ],
  'Investment Banking Analyst': [
    {
      id: 'role-investment-banking-analyst-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'Walk me through a discounted cash flow valuation.',
      answer:
        'A DCF values a company based on the present value of its future free cash flows. First, I ' +
        'project unlevered free cash flow for about five to ten years: EBIT, minus taxes, plus ' +
        'depreciation and amortization, minus capital expenditures, minus increases in net working ' +
        'capital. These projections come from revenue growth and margin assumptions based on the ' +
        "company's history and industry. Second, I calculate a terminal value for the years after the " +
        'projection, using either the perpetuity growth method, with a long-term growth rate below the ' +
        "economy's growth, or an exit multiple, such as EV to EBITDA based on comparable companies. " +
        'Third, I discount the cash flows and terminal value to the present at the weighted average cost ' +
        'of capital, which combines the cost of equity from CAPM and the after-tax cost of debt. That ' +
        'gives enterprise value. To get equity value, I subtract net debt, then divide by diluted shares ' +
        'for a per-share value. I would show sensitivity tables for WACC and growth.',
      evaluationCriteria: [
        'Strong: correctly defines unlevered free cash flow.',
        'Strong: explains both terminal value methods and reasonable assumptions.',
        'Strong: explains WACC and discounting to enterprise value.',
        'Strong: bridges from enterprise value to equity value per share and includes sensitivity analysis.',
      ],
    },
    {
      id: 'role-investment-banking-analyst-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A company with a P/E of 20 acquires a company with a P/E of 12 in an all-stock deal. Is the ' +
        'deal accretive or dilutive to earnings per share, and what else would you check?',
      answer:
        "As a rule of thumb, in an all-stock deal, if the acquirer's P/E is higher than the " +
        'price-to-earnings ratio it pays for the target, the deal is accretive, because the acquirer ' +
        'uses relatively expensive stock to buy relatively cheap earnings. With a P/E of 20 versus 12, ' +
        "it would be accretive, but only if the purchase price is still below 20 times the target's " +
        'earnings after the premium, which is usually 20 to 40 percent. A 30 percent premium makes the ' +
        'price about 15.6 times earnings, still accretive. Then I would model it properly: combined net ' +
        'income plus after-tax synergies, minus new amortization of intangible assets created in the ' +
        'deal, and transaction costs, divided by the new share count. For cash or debt deals, I would ' +
        "compare the target's earnings yield with the after-tax cost of debt or forgone interest on " +
        'cash. I would also note that accretion does not mean the deal creates value.',
      evaluationCriteria: [
        'Strong: correctly applies the P/E rule for all-stock deals.',
        'Strong: accounts for the acquisition premium in the purchase multiple.',
        'Strong: includes synergies, new amortization, transaction costs, and new shares in a full model.',
        'Strong: explains the approach for cash or debt deals and notes accretion does not equal value ' +
          'creation.',
      ],
    },
    {
      id: 'role-investment-banking-analyst-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Late at night before a client pitch, you find an error in your model that changes the valuation ' +
        'range, and your VP has already sent the draft to the managing director. What do you do?',
      answer:
        'I would tell the VP immediately, even though it is late and uncomfortable, because a wrong ' +
        'valuation in front of a client is far worse than an awkward call. Before contacting them, I ' +
        'would quickly confirm the error and calculate the corrected range, so I can explain clearly: ' +
        'what was wrong, such as a share count that was not fully diluted, how much it changes the ' +
        'numbers, and which pages are affected. I would have the corrected model and pages ready for ' +
        'review. I would take responsibility without excessive apology and let the VP decide how to ' +
        'inform the managing director. Then I would check the rest of the model for similar errors, ' +
        'because one mistake raises questions about others. Afterward, I would add the check that would ' +
        'have caught it, such as a share count reconciliation, to my review process.',
      evaluationCriteria: [
        'Strong: raises the error immediately despite the timing.',
        'Strong: verifies the error and prepares corrected outputs before escalating.',
        'Strong: takes responsibility and lets the VP manage communication upward.',
        'Strong: checks for related errors and adds a control to their process.',
      ],
    },
    {
      id: 'role-investment-banking-analyst-4',
      type: 'behavioural',
      difficulty: 'HARD',
      question: 'Tell me about a time you found an issue during due diligence that affected a deal.',
      answer:
        'Situation: On a buy-side engagement, our private equity client was acquiring a regional ' +
        'distribution business, and I was responsible for analyzing customer data from the virtual data ' +
        'room. Task: I needed to build a customer-level revenue analysis to support the valuation and ' +
        "the client's quality of earnings work. Action: While reconciling customer revenue to the " +
        'audited financials, I noticed that the largest customer, about 18 percent of revenue, had a ' +
        'contract expiring within seven months, with no renewal terms in the data room, and its monthly ' +
        'revenue had declined over the last two quarters. I took the reconciliation and trend to my ' +
        'associate, and we drafted a targeted diligence request for the contract and recent ' +
        'correspondence. On the follow-up management call, the target confirmed that the customer had ' +
        'issued a request for proposals. I then built a downside case without that customer. Result: The ' +
        'client used the analysis to negotiate a lower upfront price, with part of the consideration ' +
        'moved into an earn-out tied to the renewal.',
      evaluationCriteria: [
        'Strong: reconciles data to audited financials rather than taking data room files at face value.',
        'Strong: identifies a specific risk, such as customer concentration, and quantifies it.',
        'Strong: escalates with evidence and turns the finding into targeted diligence requests.',
        'Strong: models the downside and explains how the finding changed deal terms.',
      ],
    },
  ],
  'Personal Banker': [
    {
      id: 'role-personal-banker-1',
      type: 'technical',
      difficulty: 'EASY',
      question: "How do you identify a customer's needs and recommend the right products?",
      answer:
        'I start with a conversation, not a product pitch. I ask open questions about their situation ' +
        'and goals: how they use their current accounts, how they are paid, whether they are saving for ' +
        'something, and any upcoming changes, such as buying a home or starting a business. I listen for ' +
        'signs of needs they may not mention, such as paying overdraft fees repeatedly or keeping large ' +
        'balances in an account that earns no interest. Then I recommend a small number of products that ' +
        'fit, explaining why in terms of their goals, along with the fees, rates, and conditions, such ' +
        'as minimum balances. I make sure they understand and do not feel pressured, and I check that ' +
        'the recommendation is suitable under bank policy. I document the conversation and follow up ' +
        'later to check that the products are working for them.',
      evaluationCriteria: [
        'Strong: uses open questions about goals and circumstances before recommending.',
        'Strong: notices unstated needs from account behavior.',
        'Strong: explains fees and conditions clearly and ensures suitability.',
        'Strong: avoids pressure and follows up.',
      ],
    },
    {
      id: 'role-personal-banker-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'What warning signs might suggest money laundering or elder financial exploitation, and what do ' +
        'you do if you see them?',
      answer:
        'For money laundering, warning signs include cash deposits structured just under $10,000 to ' +
        'avoid the currency transaction report, which is itself illegal, frequent deposits at different ' +
        "branches, activity that does not fit the customer's stated business or income, rapid movement " +
        'of funds in and out, and reluctance to provide information. For elder exploitation, signs ' +
        'include sudden large withdrawals or wire transfers that are out of character, a new person who ' +
        'accompanies the customer and speaks for them, changes to account access or power of attorney, ' +
        'confusion about transactions, or the customer seeming fearful. In either case, I would follow ' +
        'bank procedures: I would not accuse the customer or tell them I am reporting, since tipping off ' +
        'about a suspicious activity report is prohibited. I would document what I observed and escalate ' +
        'to the BSA or fraud team, who decide whether to file a report. For elders, I might also speak ' +
        'with the customer privately and, where the law allows, the bank may delay a suspicious ' +
        'transaction.',
      evaluationCriteria: [
        'Strong: identifies structuring and other laundering indicators correctly, including the ' +
          '$10,000 threshold.',
        'Strong: lists credible elder exploitation signs.',
        'Strong: escalates to the BSA or fraud team and documents observations.',
        'Strong: knows not to tip off the customer about a report.',
      ],
    },
    {
      id: 'role-personal-banker-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question: 'A customer is angry about a $35 overdraft fee and demands a refund. What do you do?',
      answer:
        'I would listen and acknowledge their frustration without being defensive, then review the ' +
        'account to understand what happened, such as the timing of a deposit and the payment. If the ' +
        "bank allows fee refunds within my authority, I would consider the customer's history: a " +
        'first-time overdraft by a customer with a good record is often a reasonable case for a courtesy ' +
        'refund. If a refund is not appropriate or beyond my authority, I would explain clearly and ' +
        'kindly why the fee applied and what options I can offer. More important is helping them avoid ' +
        'it in the future: setting up low-balance alerts, linking a savings account for overdraft ' +
        'protection, adjusting automatic payment dates to after payday, or choosing an account with ' +
        'different overdraft terms. I would make sure they leave with a clear understanding and a plan, ' +
        'not just a decision on one fee.',
      evaluationCriteria: [
        'Strong: listens and reviews the account facts before deciding.',
        "Strong: uses discretion within policy, considering the customer's history.",
        'Strong: explains clearly if the refund is not possible.',
        'Strong: provides practical ways to prevent future overdrafts.',
      ],
    },
    {
      id: 'role-personal-banker-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        "Tell me about a time you met a sales or referral goal while putting the customer's interests " +
        'first.',
      answer:
        'Situation: Our branch had a quarterly goal for credit card applications, and a retired customer ' +
        'came in to ask about moving her savings, mentioning that she was worried about rising costs. ' +
        'Task: I had a target to meet, but I needed to recommend what was right for her. Action: Rather ' +
        'than offering a card, I asked about her income and plans, and learned that she had $60,000 in a ' +
        'checking account earning nothing, and would need some of it within a year for home repairs. I ' +
        'suggested moving part of it to a high-yield savings account and part to a 12-month certificate ' +
        'of deposit, explaining the rates and access rules. I also referred her to our financial advisor ' +
        'for longer-term planning. Result: She earned about $2,000 more in interest that year, referred ' +
        'two friends to the branch, and my overall results for the quarter were the highest on the team, ' +
        'based mainly on referrals and deposits.',
      evaluationCriteria: [
        "Strong: prioritizes the customer's needs over a specific product target.",
        'Strong: asks questions to understand the full situation.',
        'Strong: recommends suitable products and refers to specialists when appropriate.',
        'Strong: shows that customer-focused service also produced business results.',
      ],
    },
  ],
  'Loan Officer': [
    {
      id: 'role-loan-officer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you evaluate whether a borrower can afford a mortgage?',
      answer:
        'I look at the main factors of credit risk, often called the five Cs: capacity, credit, capital, ' +
        'collateral, and conditions. For capacity, I verify stable income with pay stubs, W-2s, and tax ' +
        'returns, and calculate the debt-to-income ratio: total monthly debt payments including the new ' +
        'housing payment, divided by gross monthly income. Limits depend on the loan program, often ' +
        'around 43 to 50 percent. For credit, I review the credit report for score, payment history, and ' +
        'recent inquiries. Capital means funds for the down payment, closing costs, and reserves, ' +
        'verified with bank statements, with large deposits explained. Collateral is the property, ' +
        'evaluated through the appraisal and the loan-to-value ratio. Conditions include the loan terms ' +
        'and purpose. I also check that the borrower understands the total monthly cost, including taxes ' +
        "and insurance, because a loan that meets guidelines can still strain a family's budget.",
      evaluationCriteria: [
        'Strong: covers capacity, credit, capital, collateral, and conditions.',
        'Strong: calculates debt-to-income correctly and knows typical limits vary by program.',
        'Strong: verifies income and assets with documentation and explains large deposits.',
        "Strong: considers the borrower's real ability to manage the full payment.",
      ],
    },
    {
      id: 'role-loan-officer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A self-employed borrower says they earn $150,000 a year, but their tax returns show much less ' +
        'because of business deductions. How do you approach qualifying them?',
      answer:
        'For most conventional loans, lenders use the income shown on tax returns, usually the average ' +
        'of the last two years, so I would analyze the personal and business returns carefully. Some ' +
        'deductions are non-cash, such as depreciation, depletion, and amortization, and they can be ' +
        'added back to income, as can certain one-time expenses. A cash flow analysis using the ' +
        "investor's forms may show more qualifying income than the bottom line suggests. I would check " +
        'that income is stable or increasing, since a declining trend is a concern, and I would usually ' +
        'need two years of self-employment history. If the qualifying income still falls short, I would ' +
        'be honest with the borrower about the options: a smaller loan, a larger down payment, a ' +
        'co-borrower, or a non-qualified mortgage program, such as a bank statement loan, which ' +
        'typically has higher rates and requires clear explanation. I would never inflate income.',
      evaluationCriteria: [
        'Strong: knows that qualifying income typically comes from a two-year average of tax returns.',
        'Strong: identifies allowable add-backs such as depreciation.',
        'Strong: evaluates income trend and history requirements.',
        'Strong: presents honest alternatives, including non-QM options and their trade-offs, without ' +
          'misrepresenting income.',
      ],
    },
    {
      id: 'role-loan-officer-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Days before closing, the appraisal comes in $20,000 below the purchase price. What do you do?',
      answer:
        'I would tell the borrower and their agent immediately and explain the effect: the loan amount ' +
        'is based on the lower of the price and the appraised value, so the buyer would need to cover ' +
        'the $20,000 gap in cash to keep the same loan. Then I would review the appraisal for errors, ' +
        'such as wrong square footage, or comparables that were not similar, and if there are good ' +
        "reasons, submit a reconsideration of value with better comparable sales, following the lender's " +
        'procedure. Meanwhile, I would lay out options: the buyer pays the difference, the seller lowers ' +
        'the price, they split the gap, or the buyer changes the loan, such as a different down payment, ' +
        'if they qualify. If the contract has an appraisal contingency, the buyer may be able to cancel. ' +
        'I would update the closing timeline and keep everyone informed so the deal has the best chance ' +
        'of closing.',
      evaluationCriteria: [
        'Strong: communicates quickly and explains how the appraisal affects the loan amount.',
        'Strong: reviews the appraisal and uses the reconsideration of value process when justified.',
        'Strong: presents realistic options including renegotiation and contingency rights.',
        'Strong: manages the timeline and communication with all parties.',
      ],
    },
    {
      id: 'role-loan-officer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you guided a first-time buyer through a difficult loan process.',
      answer:
        'Situation: A young couple buying their first home had a credit score of 612 and student loans, ' +
        'and had been told by another lender that they could not qualify. Task: I wanted to find out ' +
        'whether there was a responsible way to help them become homeowners. Action: I reviewed their ' +
        'finances and found that their student loan payments were reported higher than their actual ' +
        'income-driven payments, which inflated their debt-to-income ratio. I got documentation of the ' +
        'correct payments and explained the FHA program, including mortgage insurance costs. I also ' +
        'found a state down payment assistance program they qualified for. They paid down a credit card, ' +
        'which raised their score above 640, and I explained every step and document so they were never ' +
        'surprised. Result: They closed within 45 days with a payment they were comfortable with, and ' +
        'they later referred three other buyers to me.',
      evaluationCriteria: [
        'Strong: investigates details rather than accepting an initial rejection.',
        'Strong: finds appropriate programs and explains their costs honestly.',
        'Strong: educates the borrower throughout the process.',
        'Strong: reports a responsible outcome and referrals.',
      ],
    },
  ],
  'Claims Adjuster': [
    {
      id: 'role-claims-adjuster-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A new auto liability claim has just been assigned to you. What do you do in the first 24 to 48 ' +
        'hours?',
      answer:
        'I make contact quickly, usually within 24 hours: the insured, the claimant or their attorney, and ' +
        'any witnesses. I confirm coverage first: the policy was in force on the date of loss, the vehicle ' +
        'and driver are covered, and no exclusion obviously applies, and I note the limits. I take recorded ' +
        'statements while memories are fresh, order the police report, and get photos and scene details. I ' +
        'arrange an inspection or estimate for the damaged vehicles and set up a rental if the policy ' +
        'provides one. I ask about injuries, get medical authorizations if someone was hurt, and note ' +
        'treatment. Based on what I know, I set initial reserves and plan the next steps. I watch for ' +
        'subrogation potential and fraud indicators. I send the acknowledgment letters within the ' +
        "state's fair claims deadlines, and I document every contact and decision in the file.",
      evaluationCriteria: [
        'Strong: makes prompt contact with the insured, claimant and witnesses.',
        'Strong: verifies coverage early and notes limits and possible exclusions.',
        'Strong: gathers statements, police report, photos, damage and injury information.',
        'Strong: sets initial reserves, meets fair claims deadlines and documents the file.',
      ],
    },
    {
      id: 'role-claims-adjuster-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'When coverage for a claim is in question, how do you decide between a reservation of rights ' +
        'letter and a denial, and what goes in the letter?',
      answer:
        'A reservation of rights fits when the facts are not yet clear: the insurer keeps investigating, ' +
        'or defends the insured, while keeping the right to deny later. Without it, acting as though the ' +
        'claim is covered can waive the coverage defense. The letter quotes the specific policy language, ' +
        'such as the insuring agreement, exclusions or conditions, explains which facts raise the ' +
        'question, says what we are still investigating, and asks the insured for any information that ' +
        'could help. In some states a reservation on a defended claim also gives the insured the right to ' +
        'independent counsel. A denial fits when the investigation is complete and a clear policy ' +
        'provision excludes the loss. It must be timely, cite the exact provisions and facts, and include ' +
        'any notices the state requires, such as how to contact the department of insurance. For complex ' +
        'or high-exposure claims I involve my supervisor and coverage counsel, and I document the reasoning.',
      evaluationCriteria: [
        'Strong: uses a reservation of rights while facts are unclear and understands waiver risk.',
        'Strong: cites specific policy language and the facts that raise the coverage question.',
        'Strong: denies only when the investigation supports it, with timely, specific letters and state notices.',
        'Strong: escalates complex coverage decisions and documents them.',
      ],
    },
    {
      id: 'role-claims-adjuster-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A homeowner whose kitchen was damaged by a burst pipe is angry that your estimate is well below ' +
        "her contractor's bid. How do you handle it?",
      answer:
        'I would listen first and acknowledge how stressful it is to live without a kitchen. Then I would ' +
        "compare my estimate and the contractor's bid line by line, because differences usually come from " +
        'scope, such as missed cabinets, drying or matching materials, from unit pricing, or from overhead ' +
        'and profit. If needed, I would meet the contractor at the house to agree on the scope. I would ' +
        'also confirm coverage clearly: sudden water damage from the burst pipe is covered, but the repair ' +
        'of the pipe itself, long-term seepage or mold beyond the policy limit may not be. Where the ' +
        'contractor is right, I revise the estimate and pay the difference promptly. Where we still ' +
        'disagree, I explain why in writing with the policy language, and tell her about the appraisal ' +
        'clause for disputes over the amount of loss. I document every conversation.',
      evaluationCriteria: [
        'Strong: responds with empathy and keeps the conversation factual.',
        'Strong: reconciles the estimates line by line, covering scope, pricing and overhead and profit.',
        'Strong: explains coverage accurately, including what the policy excludes.',
        'Strong: revises where warranted, explains disagreements in writing and mentions appraisal.',
      ],
    },
    {
      id: 'role-claims-adjuster-4',
      type: 'behavioural',
      difficulty: 'HARD',
      question: 'Tell me about a time you negotiated a difficult settlement.',
      answer:
        "Situation: I handled a rear-end collision where our insured was clearly at fault. The claimant's " +
        'attorney sent a time-limited demand for the $100,000 policy limit, citing neck injuries and a ' +
        'surgery recommendation. Task: I had to evaluate the claim fairly and respond before the 30-day ' +
        'deadline, because missing it could expose our insured to a verdict above the limit. Action: I ' +
        'requested the complete medical records and bills, and a claim history search showed a prior neck ' +
        'injury two years earlier. A nurse reviewer confirmed the surgery recommendation was tied mostly ' +
        'to degenerative changes. I evaluated the claim at $45,000 to $60,000, got authority at a ' +
        'roundtable, and answered the demand in writing before the deadline, explaining our evaluation ' +
        'with the records. We agreed to mediation. Result: The claim settled at mediation for $52,000, ' +
        'within our range, five months after the loss, with a full release for our insured and no lawsuit.',
      evaluationCriteria: [
        'Strong: recognizes the bad faith risk of a time-limited policy limits demand and responds on time.',
        'Strong: bases the evaluation on records, prior injuries and expert review.',
        'Strong: obtains authority and explains the offer with evidence.',
        'Strong: reports a measurable outcome that protects the insured and the company.',
      ],
    },
  ],
  'Supply Chain Manager': [
    {
      id: 'role-supply-chain-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you set safety stock and reorder points for a product with variable demand and lead ' +
        'time?',
      answer:
        'The reorder point is the expected demand during the lead time plus safety stock. For example, ' +
        'if average daily demand is 100 units and lead time is 10 days, expected lead time demand is ' +
        '1,000 units. Safety stock protects against variability and depends on the service level we ' +
        'want: I would choose a service level, such as 95 percent, which corresponds to a z-value of ' +
        'about 1.65. If only demand varies, safety stock equals z times the standard deviation of daily ' +
        'demand times the square root of the lead time. If lead time also varies, the formula combines ' +
        'both variances. I would calculate this from historical data, segmented by product, since a ' +
        'high-value, high-volume product may warrant a different service level than a slow-moving item, ' +
        'often using ABC classification. I would review the parameters regularly, because demand and ' +
        'supplier performance change, and check actual stockouts and inventory levels against targets.',
      evaluationCriteria: [
        'Strong: correctly defines the reorder point as lead time demand plus safety stock.',
        'Strong: applies the safety stock formula with service level, demand variability, and lead time.',
        'Strong: accounts for lead time variability when relevant.',
        'Strong: segments products by value or velocity and reviews parameters regularly.',
      ],
    },
    {
      id: 'role-supply-chain-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you set up a sales and operations planning process in a company that has never had ' +
        'one?',
      answer:
        'I would start by getting executive sponsorship, because S&OP only works if leaders make ' +
        'decisions in it. The process is a monthly cycle with several steps. First, data gathering and ' +
        'demand review: sales, marketing, and finance agree on a consensus demand forecast at a family ' +
        'level, with assumptions and risks. Second, supply review: operations and procurement check ' +
        'capacity, materials, and inventory against that demand, identifying constraints and options. ' +
        'Third, a pre-meeting resolves what can be resolved and prepares scenarios and recommendations ' +
        'for the remaining conflicts. Fourth, the executive meeting makes decisions, such as accepting a ' +
        'lower service level or approving overtime, and reconciles the plan with the financial plan. I ' +
        'would start simply, with one product family and an 18-month horizon, define metrics like ' +
        'forecast accuracy and plan adherence, and expand over several months. The main change is ' +
        'cultural: one agreed plan rather than separate departmental plans.',
      evaluationCriteria: [
        'Strong: secures executive sponsorship and decision-making in the process.',
        'Strong: describes the monthly steps from demand review through executive decisions.',
        'Strong: reconciles operational and financial plans.',
        'Strong: starts simply, defines metrics, and recognizes the cultural change.',
      ],
    },
    {
      id: 'role-supply-chain-manager-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Your single-source supplier for a critical component announces a 12-week delay. What do you do?',
      answer:
        'First, I would quantify the impact: how much inventory we have, including in transit and at ' +
        'other sites, how many weeks of production that covers, and which products and customers are ' +
        'affected. Then I would talk to the supplier to understand the cause and whether partial ' +
        'shipments or expediting are possible, and whether we can help, such as by accepting alternative ' +
        'packaging. In parallel, I would look for alternatives: other approved suppliers, brokers for ' +
        'the component, compatible substitutes that engineering could qualify quickly, or redesigning to ' +
        'use another part. I would allocate the available inventory to the most important customers and ' +
        'products, working with sales and finance. I would inform leadership and affected customers ' +
        'early, with realistic dates. After the crisis, I would push to reduce single-source risk for ' +
        'critical parts, with a second qualified supplier, or higher safety stock where that is not ' +
        'possible.',
      evaluationCriteria: [
        'Strong: quantifies inventory coverage and affected customers.',
        'Strong: works with the supplier on partial solutions.',
        'Strong: pursues alternative sources or substitutes with engineering.',
        'Strong: allocates scarce inventory by priority, communicates early, and addresses ' +
          'single-source risk afterward.',
      ],
    },
    {
      id: 'role-supply-chain-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you reduced inventory or supply chain costs without hurting service ' +
        'levels.',
      answer:
        'Situation: Our company held about $14 million in finished goods inventory, with many ' +
        'slow-moving items, while still having stockouts on popular products. Task: I was asked to ' +
        'reduce inventory by 15 percent while maintaining a fill rate of at least 97 percent. Action: I ' +
        'classified the 2,500 products by sales volume and variability, and found that 40 percent of ' +
        'inventory value was in products that made up only 5 percent of sales. I set different service ' +
        'levels by class, recalculated safety stocks, and worked with sales to phase out 300 obsolete ' +
        'items. For slow movers, we moved to make-to-order where lead time allowed. I also improved ' +
        'forecasting for top products by adding sales promotion data. Result: Inventory fell by 19 ' +
        'percent to $11.3 million in nine months, the fill rate rose from 96 to 98 percent, and the ' +
        'company freed about $2.7 million in cash.',
      evaluationCriteria: [
        'Strong: analyzes inventory by product segment to find the opportunity.',
        'Strong: sets differentiated service levels and recalculated parameters.',
        'Strong: involves sales in rationalizing products and improves forecasting.',
        'Strong: reports both inventory reduction and service level results.',
      ],
    },
  ],
  'Logistics Coordinator': [
    {
      id: 'role-logistics-coordinator-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you decide whether to ship an order by parcel, less-than-truckload, or full truckload?',
      answer:
        'The main factors are weight, size, number of pieces, delivery time requirements, and cost. ' +
        'Parcel carriers work best for small packages, typically under about 150 pounds per package, and ' +
        'offer fast and trackable delivery. When the shipment is larger, such as one or several pallets, ' +
        'less-than-truckload is usually more cost-effective: the shipment shares a truck with others, ' +
        'priced by weight, distance, and freight class, but it involves more handling and longer transit ' +
        'times, and accessories like liftgate delivery add cost. Full truckload makes sense when the ' +
        'shipment fills most of a trailer, often around 10 or more pallets or over roughly 15,000 ' +
        'pounds, or when the goods are fragile, urgent, or high value, since the truck goes directly to ' +
        "the destination. I would compare quotes, check the receiver's requirements, such as a dock or " +
        'appointment, and consider consolidating orders to reduce cost.',
      evaluationCriteria: [
        'Strong: names the key factors of weight, size, urgency, and cost.',
        'Strong: explains how LTL pricing works, including freight class and accessorial charges.',
        'Strong: gives reasonable thresholds for when full truckload makes sense.',
        'Strong: considers receiver requirements and consolidation opportunities.',
      ],
    },
    {
      id: 'role-logistics-coordinator-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'An international shipment is on FOB Shanghai terms, and the customer asks why they are paying ' +
        'for freight and customs. Explain Incoterms and what documents the import needs.',
      answer:
        'Incoterms define which party pays for transport, handles customs, and bears risk at each point. ' +
        'Under FOB, free on board, which applies to sea freight, the seller delivers the goods loaded on ' +
        'the vessel at the named port, here Shanghai. After that, the buyer is responsible for ocean ' +
        'freight, insurance, import customs, duties, and delivery, and the risk passes to the buyer once ' +
        'the goods are on board. That is why the customer is paying. If they wanted the seller to handle ' +
        'everything, DDP, delivered duty paid, would place all costs and risks, including import duties, ' +
        'on the seller. For a US import, the documents include the commercial invoice, packing list, ' +
        'bill of lading, and the Importer Security Filing, which must be submitted at least 24 hours ' +
        'before the cargo is loaded in the foreign port. The customs broker files the entry with tariff ' +
        'classifications, and the importer pays the duties.',
      evaluationCriteria: [
        'Strong: explains Incoterms as defining costs, risk, and responsibilities.',
        'Strong: correctly describes FOB, including where risk transfers, and contrasts it with DDP.',
        'Strong: lists key import documents including the commercial invoice, packing list, and bill ' +
          'of lading.',
        'Strong: knows the Importer Security Filing timing and the role of the customs broker.',
      ],
    },
    {
      id: 'role-logistics-coordinator-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "A truck carrying a time-critical shipment breaks down, and the customer's production line needs " +
        'the delivery by tomorrow morning. What do you do?',
      answer:
        'I would first get details from the carrier: the exact location, the problem, and the estimated ' +
        'repair time. If repair will not meet the deadline, I would ask the carrier to send a ' +
        'replacement truck or arrange one myself from another carrier or an expedited service, and plan ' +
        'the transfer of the load, including any equipment needed. I would check whether part of the ' +
        'shipment could be sent by a faster method, such as an expedited van with the most critical ' +
        'items. I would call the customer immediately with the facts and the plan, so they can prepare, ' +
        'such as adjusting their production schedule, and give updates at agreed times. I would document ' +
        'extra costs and discuss with my manager who pays, based on the contract. Afterward, I would ' +
        "review whether this customer's critical shipments need backup plans, like earlier dispatch or a " +
        'preferred expedited carrier.',
      evaluationCriteria: [
        'Strong: gets facts quickly and arranges a replacement or expedited option.',
        'Strong: considers splitting the shipment to protect the most critical items.',
        'Strong: communicates promptly and regularly with the customer.',
        'Strong: documents costs and builds contingency plans for future critical shipments.',
      ],
    },
    {
      id: 'role-logistics-coordinator-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you fixed a recurring shipping problem.',
      answer:
        'Situation: Our warehouse received about 25 customer complaints a month about damaged deliveries ' +
        'of glass products, and the cost of replacements and reshipping was around $9,000 a month. Task: ' +
        'I was asked to reduce the damage. Action: I analyzed the claims and found that most damage ' +
        'happened on LTL shipments to two regions where the freight was transferred between terminals ' +
        'several times. I visited our packing area and saw that pallets were not stretch-wrapped ' +
        'consistently and cartons extended over the pallet edges. I worked with the warehouse lead to ' +
        'create a packing standard with photos, corner boards, and a do-not-stack label, and moved ' +
        'shipments for those two regions to a carrier with fewer transfers. I tracked claims weekly. ' +
        'Result: Damage complaints fell to about five a month within three months, saving about $7,000 a ' +
        'month, and the packing standard was used for other fragile products.',
      evaluationCriteria: [
        'Strong: uses claims data to find patterns.',
        'Strong: observes the physical process to find causes.',
        'Strong: implements both packing and carrier changes.',
        'Strong: tracks results and quantifies savings.',
      ],
    },
  ],
  'Procurement Specialist': [
    {
      id: 'role-procurement-specialist-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you run a request for proposal and evaluate the bids?',
      answer:
        'I start by working with the business to define requirements clearly: scope, specifications, ' +
        'service levels, volume, and contract terms, separating must-haves from preferences. I agree on ' +
        'the evaluation criteria and their weights before issuing the RFP, for example price 40 percent, ' +
        'quality and capability 30 percent, service 20 percent, and financial stability 10 percent, so ' +
        'the decision is not influenced by preferences after seeing the bids. Then I identify qualified ' +
        'suppliers, issue the RFP with a clear timeline, and answer questions in writing to all bidders ' +
        'equally. I evaluate bids with a cross-functional panel using the scoring criteria, and compare ' +
        'total cost of ownership, including delivery, maintenance, training, and switching costs, rather ' +
        'than unit price alone. I check references, and may invite the top two or three for ' +
        'presentations before negotiating with the preferred supplier. I document the decision to ensure ' +
        'a fair, auditable process.',
      evaluationCriteria: [
        'Strong: defines requirements and weighted evaluation criteria before issuing the RFP.',
        'Strong: treats suppliers equally and transparently during the process.',
        'Strong: evaluates on total cost of ownership with a cross-functional panel.',
        'Strong: documents the process for auditability.',
      ],
    },
    {
      id: 'role-procurement-specialist-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A key supplier announces a 12 percent price increase, citing inflation. How do you negotiate?',
      answer:
        'I would prepare before responding. I would ask the supplier for a cost breakdown, then check it ' +
        'against market data: the price indexes for their main inputs, such as raw materials, energy, ' +
        'and labor, and how much each makes up of their cost. If raw materials are 40 percent of the ' +
        'cost and their index rose 15 percent, that justifies about 6 percent, not 12. I would ' +
        'understand our position: our share of their business, contract terms, how easily we could ' +
        'switch, and our alternatives, such as other qualified suppliers. In the negotiation, I would ' +
        'discuss the cost data, and propose options: a smaller increase, phasing it in, index-based ' +
        'pricing that moves up and down with the costs, or a longer contract or larger volume in ' +
        'exchange for a lower increase. I might also look for savings elsewhere, such as specifications ' +
        'or packaging. I would document any agreement, including conditions for future reviews.',
      evaluationCriteria: [
        'Strong: requests a cost breakdown and checks it against market indexes with correct reasoning.',
        'Strong: understands leverage and alternatives before negotiating.',
        'Strong: proposes structured options like index-based pricing or volume trade-offs.',
        'Strong: looks for cost savings beyond price and documents terms.',
      ],
    },
    {
      id: 'role-procurement-specialist-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'You discover that a department signed a contract with a vendor directly, bypassing procurement, ' +
        'and the terms are unfavorable. What do you do?',
      answer:
        'I would avoid treating it as just a policy violation, and first understand why they bypassed ' +
        'procurement: they may have felt the process was too slow, or not known the rules. I would ' +
        'review the contract to assess the risks: pricing, liability, data security, auto-renewal, and ' +
        'termination rights. If there are serious risks, I would work with legal to address them, for ' +
        'example by negotiating an amendment with the vendor or planning an exit at the earliest ' +
        'opportunity. I would inform the department head and, following our policy, report the spending, ' +
        'since maverick spending can create compliance issues. Then I would focus on preventing it: ' +
        'making the procurement process easier for low-risk purchases, explaining the benefits, and ' +
        'working with finance so that payments require a purchase order. A helpful process is more ' +
        'effective than a strict one that people avoid.',
      evaluationCriteria: [
        'Strong: seeks to understand why the process was bypassed.',
        'Strong: assesses contract risks with legal and seeks remedies.',
        'Strong: follows policy in reporting without being punitive.',
        'Strong: improves the process and controls to prevent recurrence.',
      ],
    },
    {
      id: 'role-procurement-specialist-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you achieved significant cost savings through procurement.',
      answer:
        'Situation: Our company bought office and janitorial supplies from 14 vendors, with each site ' +
        'ordering separately, for a total of about $1.1 million a year. Task: I was asked to reduce the ' +
        'cost without reducing quality or service. Action: I analyzed a year of spending and found that ' +
        'the same items were bought at very different prices, with a 40 percent difference for some ' +
        'products. I ran a competitive bid for a consolidated contract, with a standard catalog of 300 ' +
        'common items, volume-based pricing, and delivery to each site. I involved site managers in ' +
        'choosing the catalog items, so they would support the change, and set up the catalog in our ' +
        'purchasing system, so ordering became easier than before. Result: The annual spend fell by 18 ' +
        'percent, about $200,000, the number of invoices processed dropped by 70 percent, and site ' +
        'managers rated the new service higher than before.',
      evaluationCriteria: [
        'Strong: uses spend analysis to identify the opportunity.',
        'Strong: runs a competitive process and consolidates volume.',
        'Strong: involves users to ensure adoption.',
        'Strong: reports savings and other benefits such as efficiency or satisfaction.',
      ],
    },
  ],
  'Office Administrator': [
    {
      id: 'role-office-administrator-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you manage office supplies, vendors, and the office budget?',
      answer:
        'I keep a simple inventory of regularly used supplies, with minimum levels for each item, so we ' +
        'reorder before running out, and check it weekly. I consolidate orders with one or two preferred ' +
        'vendors where possible to get better pricing and fewer deliveries, and I compare prices once or ' +
        'twice a year. For services like cleaning, maintenance, and equipment leases, I keep a list of ' +
        'contracts with renewal dates, costs, and contacts, and set reminders before renewals so we can ' +
        'review them. For the budget, I track spending monthly against each category, in a spreadsheet ' +
        'or the accounting system, and report to my manager, noting anything unusual. I make sure every ' +
        'invoice is approved and matched to what we received before it is paid. If I see savings ' +
        'opportunities, such as unused subscriptions or a better lease for the printer, I suggest them.',
      evaluationCriteria: [
        'Strong: uses an inventory system with reorder levels.',
        'Strong: consolidates vendors and compares prices regularly.',
        'Strong: tracks contracts and renewal dates.',
        'Strong: monitors spending against budget and verifies invoices before payment.',
      ],
    },
    {
      id: 'role-office-administrator-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'How would you plan an office move for 60 employees with minimal disruption?',
      answer:
        'I would start about three to four months ahead with a plan covering the timeline, budget, and ' +
        'responsibilities, agreed with leadership. Key areas include: the floor plan and seating, ' +
        'decided with department managers; IT and telecommunications, such as internet installation at ' +
        'the new office, which can take weeks, network, phones, and printers; furniture, whether moved ' +
        'or new, with lead times; movers, chosen through quotes, with insurance; and vendors, such as ' +
        'cleaning and security, and address changes for mail, suppliers, banks, and the website. I would ' +
        'create a detailed move-week schedule, ideally moving over a weekend, with labels and color ' +
        'codes for each desk, and ask employees to pack personal items. I would communicate regularly ' +
        'with employees, including maps, parking, and access cards. After the move, I would have a help ' +
        'point on Monday to fix issues quickly, and collect a list of problems to resolve.',
      evaluationCriteria: [
        'Strong: starts early with a timeline, budget, and clear responsibilities.',
        'Strong: covers IT and telecommunications lead times, furniture, movers, and address changes.',
        'Strong: plans the move to minimize work disruption, such as a weekend move with labeling.',
        'Strong: communicates with employees and supports them after the move.',
      ],
    },
    {
      id: 'role-office-administrator-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Two executives both insist they need the only large conference room at the same time for ' +
        'important meetings. What do you do?',
      answer:
        'I would check the booking system to see who booked first, since the booking policy is the ' +
        'fairest starting point. Then I would look at the details of each meeting: number of attendees, ' +
        'whether external clients or visitors are involved, and whether they need video conferencing ' +
        'equipment. Often one meeting has more flexibility, or there are other options: a smaller room ' +
        'combined with another space, a nearby meeting space I can rent, or moving one meeting by an ' +
        'hour. I would contact both executives or their assistants quickly and offer a specific ' +
        'solution, rather than simply saying there is a conflict. If they still cannot agree, I would ' +
        'ask their common manager to decide, rather than choosing between two executives myself. ' +
        'Afterward, if conflicts happen often, I would suggest a clearer booking policy, such as ' +
        'priority for client meetings.',
      evaluationCriteria: [
        'Strong: starts from the booking policy and the facts of each meeting.',
        'Strong: looks for practical alternatives and proposes a specific solution.',
        'Strong: escalates to a common manager rather than deciding between executives alone.',
        'Strong: suggests a policy improvement if conflicts recur.',
      ],
    },
    {
      id: 'role-office-administrator-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you created or improved an office process.',
      answer:
        'Situation: In my office of 45 people, new employees often arrived on their first day without a ' +
        'laptop, access card, or desk, because the requests were handled by email between HR, IT, and ' +
        'me. Task: I wanted every new employee to have everything ready on their first day. Action: I ' +
        'mapped the steps with HR and IT, and created a single onboarding checklist in our shared task ' +
        'tool, triggered when HR confirmed a start date. Each task had an owner and a deadline, such as ' +
        'IT ordering equipment ten business days before the start date. I also created a welcome packet ' +
        'with building information and a first-day schedule, and asked new employees for feedback after ' +
        'their first week. Result: Over the next six months, all 14 new employees had their equipment ' +
        'and access ready on the first day, compared with about half before, and new hire feedback on ' +
        'their first day improved significantly.',
      evaluationCriteria: [
        'Strong: identifies the cause of the problem in handoffs between teams.',
        'Strong: creates a clear process with owners and deadlines.',
        'Strong: involves other departments and gathers feedback.',
        'Strong: reports measurable improvement.',
      ],
    },
  ],
  'Data Analyst': [
    {
      id: 'role-data-analyst-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        "Using SQL, how would you find each customer's first purchase month and whether they purchased " +
        'again in the following month?',
      answer:
        'I would use a common table expression with window functions. First, I would reduce orders to ' +
        'one row per customer per month: select customer_id and date_trunc of order_date to month, ' +
        "grouped so each month appears once. Then, in a second step, I would calculate each customer's " +
        'first month with MIN(order_month) OVER (PARTITION BY customer_id). To check the following ' +
        'month, I can use LEAD(order_month) OVER (PARTITION BY customer_id ORDER BY order_month) on the ' +
        'first-month row and check whether it equals the first month plus one month. Alternatively, a ' +
        'self-join of the first-month table to the monthly activity table on customer_id and month equal ' +
        'to first month plus one interval works, with a LEFT JOIN so customers without a second purchase ' +
        'appear as not retained. Finally, I would group by first month to calculate the retention rate ' +
        'by cohort. I would check edge cases: refunds, test accounts, and time zones in the order dates.',
      evaluationCriteria: [
        'Strong: deduplicates to customer-month level before applying window functions.',
        'Strong: correctly uses MIN or FIRST_VALUE with PARTITION BY to find the first month.',
        'Strong: uses LEAD or a LEFT JOIN so non-retained customers are counted correctly.',
        'Strong: aggregates into cohort retention and considers data quality issues such as refunds ' +
          'and time zones.',
      ],
    },
    {
      id: 'role-data-analyst-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your dashboard shows weekly active users down 12 percent week over week. How do you determine ' +
        'whether it is real and what caused it?',
      answer:
        'First, I would check whether the data is correct: did a tracking change, an app release, a data ' +
        'pipeline delay, or a definition change cause a drop in recorded activity rather than real ' +
        'activity? I would compare with independent sources, such as server logs, revenue, or support ' +
        'volume. If it is real, I would put it in context: is the week affected by a holiday or ' +
        'seasonality, and how does it compare with the same week last year? Then I would segment the ' +
        'decline by platform, app version, country, acquisition channel, new versus returning users, and ' +
        'user type, to find where it is concentrated. A drop in one platform after a release points to a ' +
        'bug, while a drop in new users points to marketing or acquisition changes. I would also check ' +
        'for mix effects, where an overall decline comes from a shift between segments. Then I would ' +
        'share the findings with the relevant team and a confidence level.',
      evaluationCriteria: [
        'Strong: validates data quality and instrumentation before interpreting the drop.',
        'Strong: considers seasonality and year-over-year comparisons.',
        'Strong: segments systematically to localize the cause.',
        'Strong: considers mix effects and communicates findings with appropriate confidence.',
      ],
    },
    {
      id: 'role-data-analyst-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A stakeholder asks you to present data in a way that supports a conclusion they have already ' +
        'reached, and the full data does not support it. What do you do?',
      answer:
        'I would start by understanding what they are trying to achieve, such as getting budget approved ' +
        'for a project they believe in. Then I would show them what the full data says, privately and ' +
        'early, and explain why presenting a selected part of it would be misleading, for example, ' +
        'highlighting only the months that rose hides an overall decline. I would also explain the ' +
        "practical risk: if decision makers later discover the full picture, the stakeholder's " +
        'credibility and mine would suffer. I would try to help them make their case honestly: maybe ' +
        'there are real positive signals in the data, such as strong results in one segment, that can be ' +
        'presented alongside the overall trend, or a test that could generate better evidence. If they ' +
        'still want a misleading version, I would decline to produce it, and if it is important, discuss ' +
        'it with my manager.',
      evaluationCriteria: [
        "Strong: understands the stakeholder's goal before responding.",
        'Strong: explains clearly and privately why the selective presentation would mislead.',
        'Strong: helps them make an honest case with real evidence or further testing.',
        'Strong: declines to produce misleading analysis and escalates when needed.',
      ],
    },
    {
      id: 'role-data-analyst-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you found a data quality issue that others had missed.',
      answer:
        'Situation: Our marketing team reported that email campaigns had a conversion rate of 9 percent, ' +
        'much higher than any other channel, and wanted to double the email budget. Task: I was asked to ' +
        'validate the channel comparison before the budget decision. Action: I traced how conversions ' +
        'were attributed and found that the email platform counted a conversion for anyone who opened an ' +
        'email in the previous 30 days and then made a purchase through any channel. Because most of our ' +
        'loyal customers received emails, the channel was getting credit for purchases it did not drive. ' +
        'I compared with our own attribution based on clicked links, which showed a conversion rate of ' +
        'about 2.5 percent, and proposed a holdout test to measure the true effect. Result: The holdout ' +
        "test showed email's incremental contribution was real but modest, the budget increase was " +
        'reduced, and we changed the attribution method used in all channel reports.',
      evaluationCriteria: [
        'Strong: questions a surprising result rather than accepting it.',
        'Strong: traces the data to its definition and source to find the specific issue.',
        'Strong: proposes a better measurement method, such as a holdout test.',
        'Strong: reports the decision impact and lasting changes to reporting.',
      ],
    },
  ],
  'Data Scientist': [
    {
      id: 'role-data-scientist-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How would you design an A/B test for a new checkout flow?',
      answer:
        'I would define the hypothesis and the primary metric first, such as checkout conversion rate, ' +
        'plus guardrail metrics, like average order value, payment errors, and page load time. The unit ' +
        'of randomization would be the user, not the session, so each person sees a consistent ' +
        'experience. For sample size, I would use the baseline conversion rate, the minimum detectable ' +
        'effect that matters to the business, a significance level of 5 percent, and power of 80 ' +
        'percent. For example, with a 20 percent baseline and a 1 point absolute lift, that is roughly ' +
        '25,000 users per group. I would run the test for full weeks, at least one or two, to cover ' +
        'weekly patterns, and decide the duration in advance rather than stopping when results look ' +
        'good. Before analyzing, I would check for sample ratio mismatch, which signals a randomization ' +
        'bug. Then I would report the effect size with a confidence interval, not just a p-value.',
      evaluationCriteria: [
        'Strong: defines a primary metric and guardrails before the test.',
        'Strong: chooses an appropriate randomization unit.',
        'Strong: calculates sample size from baseline, minimum detectable effect, significance, and ' +
          'power with a plausible result.',
        'Strong: pre-commits to duration, checks for sample ratio mismatch, and reports confidence ' +
          'intervals.',
      ],
    },
    {
      id: 'role-data-scientist-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your churn prediction model has 95 percent accuracy, but the business says it is useless. What ' +
        'might be going on?',
      answer:
        'The most likely explanation is class imbalance. If only 5 percent of customers churn, a model ' +
        'that predicts nobody will churn is 95 percent accurate and completely useless. I would look at ' +
        'precision, recall, and the precision-recall curve, or the lift in the top decile, to see ' +
        'whether the model actually identifies churners. Then I would check for other problems. Data ' +
        'leakage: features such as a cancellation request or account closure date may be available in ' +
        'training but only after the customer has already decided to leave, so the model looks good but ' +
        'cannot predict in time. Timing: predictions need to arrive early enough for the retention team ' +
        'to act. Actionability: the model may find customers who will churn regardless, when the ' +
        'business needs customers who can be saved, which is a different question, often addressed with ' +
        'uplift modeling. Finally, I would talk to the users to understand how they use the scores and ' +
        'set a threshold based on their capacity and costs.',
      evaluationCriteria: [
        'Strong: identifies class imbalance and explains why accuracy is misleading.',
        'Strong: uses appropriate metrics such as precision, recall, or lift.',
        'Strong: checks for leakage and prediction timing.',
        'Strong: considers actionability and uplift, and aligns the threshold with business capacity.',
      ],
    },
    {
      id: 'role-data-scientist-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Three days into a planned two-week A/B test, the product manager sees a significant result and ' +
        'wants to stop the test and launch. What do you do?',
      answer:
        'I would explain, with a simple example, why stopping early is risky. Checking the results ' +
        'repeatedly and stopping as soon as they look significant greatly increases the chance of a ' +
        'false positive, because random variations early in a test often look like real effects. Three ' +
        'days also miss weekly patterns, since weekend users may behave differently, and early results ' +
        'can reflect a novelty effect. I would show how the result has moved over the first days. If the ' +
        'business needs faster decisions, there are valid options for the future: sequential testing ' +
        'methods that allow monitoring with adjusted thresholds, or designing the test with a larger ' +
        'minimum detectable effect. If the result shows harm to users, stopping early is right, but that ' +
        'is a different situation. Otherwise, I would recommend completing the planned duration, and ' +
        'agree with the product manager on what would justify early stopping in future tests.',
      evaluationCriteria: [
        'Strong: explains the increased false positive rate from peeking in plain language.',
        'Strong: mentions weekly cycles and novelty effects.',
        'Strong: offers valid alternatives such as sequential testing.',
        'Strong: distinguishes stopping for harm from stopping for positive results and agrees on ' +
          'future rules.',
      ],
    },
    {
      id: 'role-data-scientist-4',
      type: 'behavioural',
      difficulty: 'HARD',
      question: 'Tell me about a model you put into production and its measured impact.',
      answer:
        "Situation: Our e-commerce company's fraud rules flagged about 4 percent of orders for manual " +
        'review, but most flagged orders were legitimate, which delayed shipping and annoyed customers. ' +
        'Task: I was asked to build a model to reduce false positives while keeping fraud losses flat. ' +
        'Action: I built a gradient-boosted model using order, device, and account history features, ' +
        'with training labels from chargebacks, taking care to use only data available at the time of ' +
        'the order. Because chargebacks arrive weeks later, I used a time-based validation split. I ' +
        'worked with the fraud team to set thresholds: automatically approve low scores, review the ' +
        'middle band, and block only the highest scores. We ran it alongside the rules in shadow mode ' +
        'for a month, then rolled it out gradually. Result: Manual reviews fell by 60 percent, fraud ' +
        'losses stayed flat, and the average shipping delay for flagged orders fell from two days to a ' +
        'few hours.',
      evaluationCriteria: [
        'Strong: defines the business goal and constraints clearly.',
        'Strong: handles data issues such as delayed labels and leakage with time-based validation.',
        'Strong: deploys safely with shadow mode and gradual rollout, working with users on thresholds.',
        'Strong: reports measured business impact.',
      ],
    },
  ],
  'Data Engineer': [
    {
      id: 'role-data-engineer-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you design an incremental pipeline that loads only new and changed records from a ' +
        'source database into a warehouse, including late-arriving data?',
      answer:
        "I would avoid full reloads and use change data capture where possible, reading the database's " +
        'change log with a tool like Debezium, which captures inserts, updates, and deletes reliably. If ' +
        'that is not available, I would use a high-water mark on an updated_at column, but only if it is ' +
        'reliably maintained and indexed, and I would subtract a safety window, such as one hour, on ' +
        'each run to catch transactions that committed late, since timestamps can be earlier than the ' +
        'commit time. Loads into the warehouse are idempotent MERGE operations keyed on the primary key, ' +
        'so reprocessing the overlap does not create duplicates. Deletes need handling, either through ' +
        'CDC or soft-delete flags. For late-arriving facts in downstream models, I would reprocess a ' +
        'trailing window of partitions, such as the last three days, on each run. I would add data ' +
        'quality checks, such as row counts compared with the source, and monitoring of freshness.',
      evaluationCriteria: [
        'Strong: prefers change data capture and explains high-water mark limitations.',
        'Strong: uses an overlap or lookback window and idempotent merges to handle late data safely.',
        'Strong: handles deletes explicitly.',
        'Strong: includes reconciliation checks and freshness monitoring.',
      ],
    },
    {
      id: 'role-data-engineer-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you model a data warehouse for sales analytics, and how do you handle attributes that ' +
        "change over time, such as a customer's region?",
      answer:
        'I would use a dimensional model with a star schema: a fact table of sales at the grain of one ' +
        'row per order line, with measures such as quantity, price, discount, and amount, and foreign ' +
        'keys to dimension tables for date, customer, product, store, and sales rep. Declaring the grain ' +
        'first is the most important decision, because it defines what each row means. For attributes ' +
        'that change, I would use slowly changing dimensions. Type 1 overwrites the old value, suitable ' +
        'for corrections, like fixing a typo. Type 2 adds a new row with effective dates and a current ' +
        "flag, so each sale joins to the customer's region at the time of the sale, which is usually " +
        'what sales reporting needs. The fact table stores the surrogate key of the dimension row that ' +
        'was current at the time. I would document the model, use conformed dimensions shared across ' +
        'fact tables, and test with the reports the business needs.',
      evaluationCriteria: [
        'Strong: explains a star schema with facts and dimensions and declares the grain.',
        'Strong: distinguishes SCD Type 1 and Type 2 correctly.',
        'Strong: uses surrogate keys so facts join to the historically correct dimension row.',
        'Strong: mentions conformed dimensions and validating with business reports.',
      ],
    },
    {
      id: 'role-data-engineer-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'An upstream team changes a database schema without warning, breaking your pipelines and several ' +
        'executive dashboards. What do you do?',
      answer:
        'First, I would limit the damage: identify which pipelines and dashboards are affected, tell ' +
        'their users that data is delayed or incorrect, so nobody makes decisions on bad numbers, and ' +
        'pause any jobs that could corrupt data. Then I would fix the immediate problem, for example by ' +
        'updating our transformations to the new schema or asking the upstream team to temporarily ' +
        'restore compatibility, and backfill the missing data. After the incident, I would talk with the ' +
        'upstream team without blame, since they probably did not know who depended on their tables. I ' +
        'would propose longer-term protection: data contracts that define the schema and who is notified ' +
        'of changes, schema change checks in their deployment process, and monitoring on our side that ' +
        'detects schema changes and data anomalies before dashboards break. Sharing a lineage view of ' +
        'who depends on their data also helps them understand the impact of changes.',
      evaluationCriteria: [
        'Strong: contains the impact and informs data consumers promptly.',
        'Strong: restores the pipelines and backfills data.',
        'Strong: addresses the upstream team constructively.',
        'Strong: proposes durable protections such as data contracts, schema checks, and lineage.',
      ],
    },
    {
      id: 'role-data-engineer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you made a data platform significantly more reliable or less expensive.',
      answer:
        'Situation: Our nightly data warehouse load failed about twice a week, delaying morning reports, ' +
        'and the warehouse costs had tripled in a year. Task: As the data engineer responsible for the ' +
        'platform, I set goals to get failures below one a month and cut costs by 30 percent. Action: I ' +
        'analyzed failures and found most came from a few jobs with hard-coded dependencies and no ' +
        'retries, so I moved the jobs to an orchestrator with explicit dependencies, retries, and ' +
        'alerts. For costs, I reviewed query history and found that the largest tables were fully ' +
        'rebuilt every night, and that dashboards queried raw tables directly. I converted the large ' +
        'models to incremental loads, partitioned and clustered the biggest tables, and created summary ' +
        'tables for the dashboards. Result: Failures dropped to about one every two months, reports were ' +
        'ready by 7 a.m. every day, and monthly warehouse costs fell by 45 percent.',
      evaluationCriteria: [
        'Strong: diagnoses failure causes and cost drivers with data.',
        'Strong: applies specific techniques such as orchestration, retries, incremental models, and ' +
          'partitioning.',
        'Strong: addresses user-facing outcomes such as report timeliness.',
        'Strong: quantifies reliability and cost improvements.',
      ],
    },
  ],
  'Machine Learning Engineer': [
    {
      id: 'role-machine-learning-engineer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you serve a model that must return predictions in under 50 milliseconds at thousands ' +
        'of requests per second?',
      answer:
        'I would start by understanding the time budget: network, feature retrieval, and model inference ' +
        'all need to fit within 50 milliseconds at the 99th percentile, not just on average. Feature ' +
        'retrieval is often the slowest part, so I would precompute features and store them in a ' +
        'low-latency online store, such as Redis, with real-time features computed in the request. For ' +
        'the model, I would consider its size and complexity: a smaller model, or distillation, ' +
        'quantization, and compiling it with a runtime like ONNX Runtime or TensorRT can greatly reduce ' +
        'inference time. The serving service would run as stateless containers behind a load balancer ' +
        'with autoscaling, and use batching if GPUs are used, with a small maximum wait time. I would ' +
        'add caching for repeated requests, a fallback such as a simple model or default if the model ' +
        'times out, and monitoring of latency percentiles, errors, and prediction distributions. Then I ' +
        'would load test before launch.',
      evaluationCriteria: [
        'Strong: breaks down the latency budget at high percentiles, including feature retrieval.',
        'Strong: uses an online feature store and precomputation.',
        'Strong: optimizes the model with techniques like quantization, distillation, or optimized ' +
          'runtimes.',
        'Strong: designs for scale and failure with autoscaling, fallbacks, monitoring, and load tests.',
      ],
    },
    {
      id: 'role-machine-learning-engineer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "A model's performance in production has been slowly degrading over several months. How do you " +
        'detect and handle drift?',
      answer:
        'I would monitor at several levels. First, input data: feature distributions compared with ' +
        'training data, using measures such as the population stability index or statistical distance, ' +
        'plus data quality checks like missing values, which often reveal a pipeline problem rather than ' +
        'real drift. Second, prediction distributions, which change quickly and can be monitored without ' +
        'labels. Third, actual performance, once labels arrive, compared with the baseline, by segment. ' +
        'When a problem appears, I would diagnose whether it is a data pipeline bug, a change in inputs, ' +
        'or concept drift, where the relationship between features and outcome changes, such as customer ' +
        'behavior changing after a price change. Responses include fixing the data issue, retraining on ' +
        'recent data, or redesigning features. I would set up regular retraining with an automated ' +
        'evaluation that compares the new model with the current one on recent data before promotion, ' +
        'and keep versioned models for rollback.',
      evaluationCriteria: [
        'Strong: monitors input features, predictions, and actual performance when labels arrive.',
        'Strong: distinguishes data quality problems, data drift, and concept drift.',
        'Strong: uses specific measures such as PSI or distribution distances.',
        'Strong: sets up retraining with evaluation gates, versioning, and rollback.',
      ],
    },
    {
      id: 'role-machine-learning-engineer-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        "Just before launch, you find that your model's error rate is much higher for one demographic " +
        'group than for others. What do you do?',
      answer:
        'I would raise it with the product owner and my team before launch, because launching knowingly ' +
        'could harm users and create legal and reputational risk, especially in areas like credit, ' +
        'hiring, or health, where anti-discrimination laws apply. Then I would investigate the cause. ' +
        'Often the group is underrepresented in the training data, the labels are biased, or features ' +
        'act as proxies for the demographic. I would measure the differences with appropriate fairness ' +
        'metrics, such as error rates or false positive rates by group, and discuss which matter for ' +
        'this use case. Options include collecting more representative data, reweighting, adjusting ' +
        'features, or calibrating thresholds by group where lawful and appropriate. I would evaluate the ' +
        'fix for all groups. If the issue cannot be fixed in time, I would recommend delaying the launch ' +
        "or limiting the model's use, for example with human review, and document the analysis and " +
        'decision.',
      evaluationCriteria: [
        'Strong: escalates before launch and recognizes legal and ethical risks.',
        'Strong: investigates causes such as representation, label bias, and proxy features.',
        'Strong: uses appropriate fairness metrics and mitigation techniques.',
        'Strong: is willing to delay or limit the launch and documents the decision.',
      ],
    },
    {
      id: 'role-machine-learning-engineer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you found a bug that was silently hurting a model in production.',
      answer:
        'Situation: Our product recommendation model performed well offline, but in production its ' +
        'click-through rate was 20 percent lower than expected, and everyone assumed the offline ' +
        'evaluation was too optimistic. Task: I was asked to investigate before the team started ' +
        'building a new model. Action: I logged the features actually used at prediction time for a ' +
        'sample of requests and compared them with the features computed for the same users in the ' +
        "training pipeline. One feature, the user's recent category views, was computed over the last 30 " +
        'days in training, but the online version used a 30-hour window, because of a unit error in the ' +
        'streaming job. The model was receiving values that were very different from what it learned ' +
        'from. I fixed the unit, added an automated check comparing online and offline feature values ' +
        'daily, and proposed using the same feature definitions in both pipelines. Result: Click-through ' +
        'rate rose 17 percent, close to the offline estimate.',
      evaluationCriteria: [
        'Strong: suspects training-serving skew and compares online and offline features directly.',
        'Strong: identifies the specific root cause.',
        'Strong: adds automated checks and shared feature definitions to prevent recurrence.',
        'Strong: reports the measured improvement.',
      ],
    },
  ],
  'Business Intelligence Analyst': [
    {
      id: 'role-business-intelligence-analyst-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you design a dashboard for an executive team?',
      answer:
        'I start by asking what decisions the executives make and which questions they need answered ' +
        'regularly, rather than which charts they want. That defines a small number of key metrics, ' +
        'usually five to eight, each with a clear, agreed definition, a target, and a comparison, such ' +
        'as against last year or plan, because a number without context is hard to act on. The layout ' +
        'puts the most important information at the top left, with summary numbers first and trends ' +
        'below, and details available through filters or drill-down rather than crowded onto the main ' +
        'page. I choose simple chart types, like line charts for trends and bar charts for comparisons, ' +
        'with consistent colors, using red only for things that need attention. I make sure the data is ' +
        'reliable and shows when it was last refreshed. Then I test it with a couple of executives, ' +
        'watch how they use it, and track usage to improve it.',
      evaluationCriteria: [
        'Strong: starts from decisions and questions, not chart requests.',
        'Strong: limits to a few key metrics with definitions, targets, and comparisons.',
        'Strong: applies clear layout and chart choice principles.',
        'Strong: ensures data reliability, tests with users, and monitors usage.',
      ],
    },
    {
      id: 'role-business-intelligence-analyst-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Two dashboards show different revenue numbers for the same month, and executives are losing ' +
        'trust in reporting. How do you resolve and prevent this?',
      answer:
        "First, I would reconcile the two numbers: trace each dashboard's query back to its sources and " +
        'compare the logic step by step. Differences usually come from definitions: gross versus net of ' +
        'refunds and discounts, order date versus invoice or payment date, tax and shipping included or ' +
        'excluded, currency conversion dates, or which data source and filters are used. Once I find the ' +
        'differences, I would explain them clearly to the stakeholders. Then I would work with finance ' +
        'and business owners to agree on an official definition of revenue, and names for any variants ' +
        'that are legitimately needed, such as booked revenue versus recognized revenue. To prevent ' +
        'repeats, I would define the metrics once in a semantic layer or certified data model that all ' +
        'dashboards use, mark certified dashboards clearly, and retire or relabel the inconsistent ones. ' +
        'I would also document definitions in a data catalog, and reconcile key numbers with the finance ' +
        'system each month.',
      evaluationCriteria: [
        'Strong: traces both calculations to find the specific differences.',
        'Strong: knows common sources of revenue differences such as refunds, dates, and currency.',
        'Strong: agrees on official definitions with finance and business owners.',
        'Strong: prevents recurrence with a semantic layer, certification, and regular reconciliation.',
      ],
    },
    {
      id: 'role-business-intelligence-analyst-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Business teams are requesting 30 new dashboards, but usage data shows most existing dashboards ' +
        'are rarely opened. What do you do?',
      answer:
        'I would use the usage data to start a conversation rather than simply building more. I would ' +
        'review which existing dashboards are used and which are not, and talk with a few requesters to ' +
        'understand the questions behind their requests. Often, the new requests overlap with existing ' +
        'dashboards that are hard to find or do not quite answer the question, or the real need is a ' +
        'one-time analysis rather than a permanent dashboard. I would propose a simple intake process: ' +
        'each request describes the decision it supports and how often it will be used, and we ' +
        'prioritize based on value. I would consolidate overlapping dashboards, retire unused ones after ' +
        'notifying owners, and improve discoverability, for example with a catalog of certified ' +
        'dashboards. For teams that need flexible exploration, self-service tools with trusted data ' +
        'models may serve them better than more dashboards.',
      evaluationCriteria: [
        'Strong: uses usage data and conversations to understand the real need.',
        'Strong: introduces an intake and prioritization process based on decisions supported.',
        'Strong: consolidates and retires unused dashboards and improves discoverability.',
        'Strong: considers self-service as an alternative.',
      ],
    },
    {
      id: 'role-business-intelligence-analyst-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you replaced a manual report with an automated solution.',
      answer:
        'Situation: Each Monday, two analysts in the sales operations team spent about six hours ' +
        'building a weekly sales report, copying data from the CRM and the billing system into ' +
        'spreadsheets, and errors were common. Task: I was asked to automate it while keeping the format ' +
        'sales leaders were used to. Action: I documented every step and calculation in the spreadsheet, ' +
        'including hidden manual adjustments, and confirmed the business rules with sales operations. I ' +
        'built data models in the warehouse that joined CRM and billing data, with tests for row counts ' +
        'and totals, and created a dashboard with the same key views, refreshed automatically each ' +
        'morning. We ran the old and new reports in parallel for four weeks and reconciled the ' +
        'differences. Result: The report became available at 7 a.m. every day rather than once a week, ' +
        'the analysts saved about 12 hours a week in total, and reconciliation uncovered two ' +
        'long-standing errors in the old spreadsheet.',
      evaluationCriteria: [
        'Strong: documents existing logic including hidden manual steps.',
        'Strong: builds a tested, automated data model and report.',
        'Strong: runs in parallel and reconciles before switching.',
        'Strong: quantifies time saved and other benefits.',
      ],
    },
  ],
  'Database Administrator': [
    {
      id: 'role-database-administrator-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'A query that used to run in 200 milliseconds now takes 30 seconds. How do you diagnose it?',
      answer:
        'First, I would confirm what changed: data volume, a recent deployment, a configuration change, ' +
        'or statistics. Then I would look at the execution plan, comparing the current plan with a ' +
        'previous one if the database keeps plan history, such as the Query Store in SQL Server or ' +
        'pg_stat_statements and auto_explain in PostgreSQL. A sudden slowdown often means the optimizer ' +
        'chose a different plan, for example a full table scan instead of an index seek, or a nested ' +
        'loop join on many rows. Common causes are outdated statistics after a large data change, which ' +
        'I would fix by updating statistics; parameter sniffing, where a plan compiled for one parameter ' +
        'value is poor for others; a dropped or unused index; or implicit type conversions that prevent ' +
        'index use. I would also check for blocking and resource waits, since the query might be waiting ' +
        'on locks rather than working. After fixing, I would monitor and add the query to regular ' +
        'performance checks.',
      evaluationCriteria: [
        'Strong: checks what changed and compares execution plans over time.',
        'Strong: names likely causes such as stale statistics, parameter sniffing, missing indexes, ' +
          'and implicit conversions.',
        'Strong: checks for blocking and wait statistics, not just the plan.',
        'Strong: verifies the fix and adds monitoring.',
      ],
    },
    {
      id: 'role-database-administrator-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Design a backup and recovery strategy for a critical database with a recovery point objective ' +
        'of 5 minutes and a recovery time objective of 1 hour.',
      answer:
        'A 5-minute RPO means we can lose at most 5 minutes of data, so daily backups are not enough. I ' +
        'would take full backups weekly, differential or incremental backups daily, and transaction log ' +
        'backups or continuous log archiving at least every five minutes, which allows point-in-time ' +
        'recovery. The backups should be copied off the server, to another region or site, with ' +
        'encryption and immutable storage, so ransomware or an administrator mistake cannot delete them. ' +
        'For a 1-hour RTO, restoring a large database from backups may be too slow, so I would add a ' +
        'standby replica with continuous replication that can be promoted in minutes, while keeping ' +
        'backups for corruption or accidental deletions, which replication would copy instantly. Most ' +
        'importantly, I would test restores regularly, such as monthly, measuring the actual time ' +
        'against the RTO, and document the recovery runbook so anyone on call can follow it.',
      evaluationCriteria: [
        'Strong: uses transaction log backups or archiving frequently enough to meet the RPO.',
        'Strong: protects backups offsite, encrypted, and immutable.',
        'Strong: adds a standby replica to meet the RTO while recognizing replication does not protect ' +
          'against corruption or deletion.',
        'Strong: tests restores regularly against the RTO and maintains runbooks.',
      ],
    },
    {
      id: 'role-database-administrator-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A developer asks for write access to the production database to fix some bad data directly, ' +
        'because it is urgent. What do you do?',
      answer:
        'I would help fix the problem quickly, but without giving the developer direct write access, ' +
        'since that would bypass our controls and increase the risk of accidental damage. I would ask ' +
        'for the details: which records, what is wrong, and the proposed fix. Then I would follow our ' +
        'emergency change process: the developer writes the SQL, a second person reviews it, and I run ' +
        'it, first checking with a SELECT how many rows the statement will affect and backing up the ' +
        'affected rows, inside a transaction that I commit only after verifying the result. This can ' +
        'often be done within minutes. If this kind of request is frequent, I would suggest longer-term ' +
        'solutions, such as admin tools in the application for common data fixes, or a controlled ' +
        'process for temporary, audited elevated access with automatic expiry. I would also ask how the ' +
        'bad data got there, so the root cause can be fixed.',
      evaluationCriteria: [
        'Strong: refuses direct write access while still solving the urgent problem quickly.',
        'Strong: uses review, row-count checks, backups of affected rows, and transactions.',
        'Strong: follows an emergency change process.',
        'Strong: proposes long-term solutions and addresses the root cause.',
      ],
    },
    {
      id: 'role-database-administrator-4',
      type: 'behavioural',
      difficulty: 'HARD',
      question: 'Tell me about a time you handled a database outage or data corruption.',
      answer:
        'Situation: On a Sunday night, our order database, running PostgreSQL, stopped accepting writes ' +
        'because the disk holding the transaction logs was full, and the website could not take orders. ' +
        'Task: As the DBA on call, I needed to restore service quickly without losing data. Action: I ' +
        'found that a replication slot for a decommissioned replica was still active, so PostgreSQL kept ' +
        'all the write-ahead logs it needed, and they had grown until the disk filled. I confirmed the ' +
        'replica was no longer used, dropped the slot, and the database released the logs. I expanded ' +
        'the disk as a safety margin, verified that the database and the remaining replica were ' +
        'consistent, and confirmed with the application team that orders were processing. Result: ' +
        'Service was restored in 40 minutes with no data loss. Afterward, I added monitoring for ' +
        'replication slot lag and disk usage, and a step to our decommissioning checklist to remove ' +
        'replication slots.',
      evaluationCriteria: [
        'Strong: diagnoses the specific technical cause under pressure.',
        'Strong: verifies safety before destructive actions and checks consistency afterward.',
        'Strong: coordinates with the application team to confirm recovery.',
        'Strong: adds monitoring and process changes to prevent recurrence.',
      ],
    },
  ],
  Recruiter: [
    {
      id: 'role-recruiter-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you run an intake meeting with a hiring manager and calibrate on what the role really ' +
        'needs?',
      answer:
        'I prepare by reviewing the job description, similar past hires, and market data on compensation ' +
        'and candidate availability. In the meeting, I ask what the person must achieve in the first six ' +
        'to twelve months, which turns a list of qualifications into outcomes, and then which skills are ' +
        'truly required versus nice to have, since long lists of requirements shrink the talent pool. I ' +
        'ask about the team, the reasons the role is open, deal-breakers, and the interview process, ' +
        'with who assesses what. To calibrate, I bring three to five real profiles, anonymized if ' +
        'needed, and ask the manager to react to each: what they like, what is missing. That usually ' +
        'shows differences between what was written and what the manager actually wants. If their ' +
        'expectations do not match the market, such as the salary budget, I share the data. I end by ' +
        'agreeing on the process, timeline, and how quickly we give each other feedback.',
      evaluationCriteria: [
        'Strong: focuses on outcomes and separates must-have from nice-to-have requirements.',
        'Strong: calibrates using real sample profiles.',
        'Strong: uses market data to address unrealistic expectations.',
        'Strong: agrees on process, interviewers, and feedback timelines.',
      ],
    },
    {
      id: 'role-recruiter-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you source candidates for a hard-to-fill role where very few people are actively ' +
        'looking?',
      answer:
        'I would start by defining where these people are: which companies, job titles, industries, ' +
        'communities, and skills, including adjacent backgrounds that could succeed, such as people in ' +
        'similar roles in other industries. Then I would use several channels. On LinkedIn and the web, ' +
        'I would use Boolean searches, with OR for title variations and quotation marks for exact ' +
        'phrases, and X-ray searches on sites such as GitHub or professional directories. I would look ' +
        'in communities: conferences, meetups, professional associations, and online forums. Referrals ' +
        'from our employees are often the best source, so I would ask specific people, such as who is ' +
        'the best person you have worked with in this role. Outreach must be personalized and short, ' +
        'mentioning why this person and what is interesting about the role, with two or three ' +
        'follow-ups. I would track response rates by channel and message, and adjust.',
      evaluationCriteria: [
        'Strong: defines target profiles, including adjacent backgrounds.',
        'Strong: uses advanced techniques such as Boolean and X-ray searches.',
        'Strong: uses communities and targeted referral requests.',
        'Strong: personalizes outreach and measures response rates to improve.',
      ],
    },
    {
      id: 'role-recruiter-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A hiring manager keeps rejecting strong candidates for vague reasons, such as not a culture ' +
        'fit. What do you do?',
      answer:
        'I would ask the manager for specific feedback on each rejected candidate: what exactly made ' +
        'them not a fit, with examples from the interview. Vague reasons can hide a requirement that was ' +
        'never discussed, or bias, which creates legal and fairness risks. If a real requirement ' +
        'emerges, we can add it to the criteria. If not, I would explain respectfully that culture fit ' +
        'can easily exclude people who are simply different from the current team, and suggest focusing ' +
        'on specific values or behaviors, such as collaboration, that we can assess with structured ' +
        'questions. I would propose a structured process: defined criteria, scorecards completed by each ' +
        'interviewer before discussing, and the same questions for all candidates. If rejections ' +
        'continue without clear reasons, I would look at the data, such as how many qualified candidates ' +
        "were rejected and time to fill, and involve the HR business partner or the manager's leader.",
      evaluationCriteria: [
        'Strong: asks for specific, evidence-based feedback on each rejection.',
        'Strong: recognizes potential bias and legal risk in vague culture fit rejections.',
        'Strong: introduces structured criteria, scorecards, and consistent questions.',
        'Strong: uses data and escalates appropriately if the pattern continues.',
      ],
    },
    {
      id: 'role-recruiter-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you closed a candidate who had a competing offer.',
      answer:
        'Situation: I was hiring a senior data engineer, and our top candidate told me at the offer ' +
        'stage that she had an offer from a larger company with a base salary about 10 percent higher. ' +
        'Task: I needed to close her without going beyond our approved range unless it was justified. ' +
        'Action: Throughout the process I had asked about what mattered to her beyond money, and she had ' +
        'mentioned wanting technical ownership and a shorter commute. I set up a call with the ' +
        'engineering director to explain the architecture project she would lead, and highlighted our ' +
        'hybrid schedule. I also worked with the hiring manager and compensation team to restructure the ' +
        'offer within the range: a slightly higher base, a sign-on bonus, and an earlier compensation ' +
        'review. I was transparent about what we could and could not do. Result: She accepted our offer, ' +
        'and a year later she was leading the platform team.',
      evaluationCriteria: [
        "Strong: learns the candidate's motivators early in the process.",
        'Strong: uses non-salary factors and involves the hiring manager effectively.',
        'Strong: works creatively within compensation guidelines.',
        'Strong: is transparent with the candidate and reports the outcome.',
      ],
    },
  ],
  'HR Generalist': [
    {
      id: 'role-hr-generalist-1',
      type: 'technical',
      difficulty: 'HARD',
      question: "How would you conduct an investigation into an employee's harassment complaint?",
      answer:
        'I would act promptly, because delays harm the employee and increase legal risk. First, I would ' +
        'meet the complainant, listen, take detailed notes, and explain the process, including that we ' +
        'will keep it as confidential as possible but cannot promise complete confidentiality, and that ' +
        'retaliation is prohibited. I would assess whether interim measures are needed, such as changing ' +
        'schedules, without penalizing the complainant. Then I would plan the investigation: the ' +
        'allegations, relevant policies, witnesses, and documents such as emails or messages. I would ' +
        'interview the complainant in detail, the accused, who must have a chance to respond, and ' +
        'witnesses, using open, non-leading questions. I would collect evidence and assess credibility ' +
        'based on consistency, corroboration, and plausibility. The conclusion is based on whether the ' +
        'allegations are more likely than not true. I would write a report with findings, share the ' +
        'outcome appropriately with both parties, recommend actions, and follow up to check for ' +
        'retaliation.',
      evaluationCriteria: [
        'Strong: acts promptly, explains limits of confidentiality, and prohibits retaliation.',
        'Strong: considers interim measures that do not penalize the complainant.',
        'Strong: interviews all parties with neutral questions and collects documentary evidence.',
        'Strong: uses a preponderance of evidence standard, documents findings, and follows up.',
      ],
    },
    {
      id: 'role-hr-generalist-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'An employee asks for time off to care for a seriously ill parent and also mentions their own ' +
        'back condition makes some tasks difficult. How do you handle both?',
      answer:
        'These are two different legal processes. For the leave, I would check eligibility under the ' +
        'Family and Medical Leave Act: the employer must have 50 or more employees within 75 miles, and ' +
        'the employee must have worked for 12 months and at least 1,250 hours in the past year. If ' +
        'eligible, they can take up to 12 weeks of unpaid, job-protected leave in a 12-month period to ' +
        'care for a parent with a serious health condition, continuously or intermittently, with health ' +
        'insurance maintained. I would provide the required notices and medical certification forms ' +
        'within the deadlines, and check state laws, which may provide paid leave or broader protection. ' +
        'For the back condition, the Americans with Disabilities Act requires an interactive process: ' +
        'discussing the limitations and possible reasonable accommodations, such as equipment or ' +
        'adjusted tasks, and obtaining medical documentation if needed. I would document everything and ' +
        'keep medical information confidential and separate from the personnel file.',
      evaluationCriteria: [
        'Strong: correctly states FMLA eligibility criteria and entitlements.',
        'Strong: checks state laws that may provide additional rights.',
        "Strong: starts the ADA interactive process for the employee's own condition.",
        'Strong: documents, meets notice deadlines, and keeps medical information confidential.',
      ],
    },
    {
      id: 'role-hr-generalist-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A manager wants to fire an employee two weeks after the employee filed a complaint about the ' +
        'manager. What do you do?',
      answer:
        'I would slow the decision down, because terminating someone shortly after a protected complaint ' +
        'creates a strong presumption of retaliation, which is one of the most common and costly ' +
        'employment claims. I would ask the manager for the reasons and the documentation: performance ' +
        'reviews, warnings, and records showing the problems existed and were addressed before the ' +
        'complaint. If the documentation is weak or the issues arose only after the complaint, ' +
        'termination would be very risky and likely unfair. I would check whether the complaint has been ' +
        'investigated and its results. I would also review whether the decision is consistent with how ' +
        'other employees with similar issues have been treated. I would involve employment counsel or ' +
        'senior HR. In most cases, I would advise against termination now, recommend that someone other ' +
        'than the manager review any performance issues, and make sure the employee is protected from ' +
        'retaliation while the complaint is addressed.',
      evaluationCriteria: [
        'Strong: recognizes the retaliation risk from timing after a protected complaint.',
        'Strong: reviews documentation to see whether problems predate the complaint.',
        'Strong: checks consistency with treatment of other employees and involves counsel.',
        'Strong: protects the employee and recommends an independent reviewer.',
      ],
    },
    {
      id: 'role-hr-generalist-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you had to explain an unpopular HR decision to an employee.',
      answer:
        'Situation: An employee in our warehouse applied for tuition reimbursement for a course he had ' +
        'already completed, but our policy required approval before the course started, and his request ' +
        'was denied. He was upset and felt the policy was unfair. Task: I needed to explain the decision ' +
        'in a way he understood and respected, and keep his trust. Action: I met him in person rather ' +
        'than sending an email, listened to his frustration, and acknowledged that the rule had not been ' +
        'communicated well to warehouse staff, who rarely check the intranet. I explained the reason for ' +
        'pre-approval, which is budget planning and relevance to the job, and that we needed to apply it ' +
        'consistently. Then I helped him apply for the next course with pre-approval, and raised the ' +
        'communication problem with my manager. Result: He enrolled in the next course with ' +
        'reimbursement, and we added the policy to new hire orientation and posted it in break rooms.',
      evaluationCriteria: [
        "Strong: communicates in person and listens to the employee's frustration.",
        'Strong: explains the reason for the policy and the need for consistency.',
        'Strong: helps the employee find a constructive path forward.',
        'Strong: addresses the underlying communication problem.',
      ],
    },
  ],
  'HR Manager': [
    {
      id: 'role-hr-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you design a performance management process that managers actually use and employees ' +
        'find fair?',
      answer:
        'I would start by asking what the organization needs the process to do: develop employees, make ' +
        'pay and promotion decisions, or both, since one process trying to do everything often does both ' +
        'poorly. Then I would keep it simple. Goals are set at the start of the year and reviewed ' +
        'quarterly in short check-ins, rather than once a year, with ongoing feedback. The annual review ' +
        'is based on a few clear criteria, such as results and behaviors aligned with company values, ' +
        'with descriptions of what each rating looks like, so managers apply them consistently. ' +
        'Calibration sessions, where managers discuss ratings together, reduce bias and inconsistency. ' +
        'Managers need training on giving feedback and avoiding common biases, such as recency bias. I ' +
        'would keep forms short, use our HR system for reminders, and measure completion rates, ' +
        'distribution of ratings, and employee survey results on fairness, adjusting the process each ' +
        'year.',
      evaluationCriteria: [
        'Strong: clarifies the purpose of the process before designing it.',
        'Strong: emphasizes regular check-ins and simple, clearly defined criteria.',
        'Strong: includes calibration and manager training to reduce bias.',
        'Strong: measures adoption and perceived fairness and iterates.',
      ],
    },
    {
      id: 'role-hr-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'The company must lay off 120 employees at one site. How do you plan the reduction in force ' +
        'legally and humanely?',
      answer:
        'I would work closely with legal counsel throughout. First, the selection criteria must be ' +
        'objective, documented, and related to the business need, such as role elimination or skills ' +
        'required, and consistently applied. I would run an adverse impact analysis to check whether the ' +
        'selections disproportionately affect protected groups, such as employees over 40, and review ' +
        'any concerns before finalizing. For 120 employees at one site, the federal WARN Act likely ' +
        "applies to employers with 100 or more employees, requiring 60 days' notice, and some states " +
        'have stricter rules. Severance agreements that include a release of age discrimination claims ' +
        'for a group layoff must meet the Older Workers Benefit Protection Act requirements: 45 days to ' +
        'consider, 7 days to revoke, and disclosure of the ages of those selected and not selected. For ' +
        'the human side, managers are trained for the conversations, which are private and respectful, ' +
        'with support such as outplacement, benefits information, and an employee assistance program for ' +
        'both those leaving and those staying.',
      evaluationCriteria: [
        'Strong: uses objective selection criteria and adverse impact analysis.',
        'Strong: correctly identifies WARN Act notice requirements and possible state rules.',
        'Strong: knows OWBPA requirements for group releases.',
        'Strong: plans humane notification, support, and attention to remaining employees.',
      ],
    },
    {
      id: 'role-hr-manager-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "The annual engagement survey shows one department's scores dropped sharply, and the " +
        "department's manager is the company's highest performer on results. What do you do?",
      answer:
        'I would treat the results as a signal to understand, not a verdict on the manager. First, I ' +
        'would look at the details: which areas dropped, such as workload, recognition, or trust in the ' +
        'manager, and the comments, and check turnover, absences, and exit interview data for that ' +
        'department. Then I would share the results with the manager privately and supportively, and ask ' +
        'for their view, since there could be causes outside their control, such as a reorganization or ' +
        'heavy workload. Depending on what we learn, I might hold small listening sessions with the ' +
        'team, led by HR, to get more specific information safely. I would agree on an action plan with ' +
        'the manager, such as coaching, changes to workload, or better communication, and follow up with ' +
        'a pulse survey. If the findings show serious behavior problems, such as mistreatment, I would ' +
        "deal with them regardless of the manager's results.",
      evaluationCriteria: [
        'Strong: analyzes details and related data such as turnover and comments.',
        'Strong: discusses results privately and fairly with the manager.',
        'Strong: gathers more information safely from the team.',
        'Strong: creates an action plan and addresses serious behavior regardless of results.',
      ],
    },
    {
      id: 'role-hr-manager-4',
      type: 'behavioural',
      difficulty: 'HARD',
      question: 'Tell me about an HR initiative you led that measurably reduced employee turnover.',
      answer:
        "Situation: Our company's customer support center had annual turnover of 55 percent, and exit " +
        'interviews showed that most people left within their first six months. Task: As HR manager, I ' +
        'was asked to reduce turnover, with a target of 40 percent within a year. Action: I analyzed ' +
        'exit interviews and stay interviews, and found three main causes: a two-week training that left ' +
        'new hires unprepared, unclear career paths, and schedules that changed weekly. I worked with ' +
        'operations to extend onboarding with a buddy system for the first month, created a career ' +
        'ladder with three levels and clear pay increases, and moved to fixed schedules for four weeks ' +
        'at a time. I presented the cost of turnover, about $4,000 per hire, to get leadership support. ' +
        'Result: Turnover fell to 37 percent within a year, and first-six-month turnover fell by half, ' +
        'saving an estimated $300,000.',
      evaluationCriteria: [
        'Strong: uses data such as exit and stay interviews to identify causes.',
        'Strong: designs targeted interventions in partnership with operations.',
        'Strong: builds a business case for leadership support.',
        'Strong: reports measurable results and savings.',
      ],
    },
  ],
  'HR Business Partner': [
    {
      id: 'role-hr-business-partner-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you work with a business leader on workforce planning for the next year?',
      answer:
        "I start with the business strategy: the leader's goals for next year, such as growth, new " +
        'products, or efficiency targets, and what they mean for work and capabilities. Then we review ' +
        'the current workforce: headcount by role and level, skills, performance, attrition risk, and ' +
        'upcoming retirements or promotions. Comparing the two shows the gaps: roles to add, skills to ' +
        'develop, and areas where we may need fewer people or a different structure. For each gap, we ' +
        'decide the approach: hire, develop internally, use contractors, or automate, considering cost ' +
        'and time to fill. The plan includes the timing of hires, budget aligned with finance, and ' +
        'risks, such as hard-to-fill roles. I would also consider succession for critical roles. We ' +
        'review the plan each quarter, because business conditions change, and I would track progress ' +
        'against the plan, such as hiring milestones and attrition.',
      evaluationCriteria: [
        'Strong: starts from business strategy and translates it into capability needs.',
        'Strong: analyzes the current workforce including skills and attrition risk.',
        'Strong: considers build, buy, borrow, and automate options.',
        'Strong: aligns with finance, includes succession, and reviews quarterly.',
      ],
    },
    {
      id: 'role-hr-business-partner-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A business leader asks you to help design a new organizational structure for their 200-person ' +
        'division. How do you approach it?',
      answer:
        'I would start by clarifying the problem the leader wants to solve, such as slow decisions, ' +
        'unclear accountability, or a new strategy, because the structure should follow the strategy and ' +
        'the work, not individuals. I would gather data: the current organization chart, spans of ' +
        'control, number of layers, cost, and where work and decisions get stuck, through interviews ' +
        'with managers and employees. Common issues include narrow spans, such as managers with only two ' +
        'or three direct reports, too many layers, and duplicated roles. Then I would develop two or ' +
        'three design options, for example organized by function, customer, or region, and evaluate them ' +
        'against agreed criteria. Once a design is chosen, I would define roles and decision rights, ' +
        'then assign people with fair, documented selection, and check legal and equity issues. The ' +
        'transition plan must include communication, support for managers, and a review after six months ' +
        'to see whether it solved the problem.',
      evaluationCriteria: [
        'Strong: clarifies the business problem and designs around strategy and work.',
        'Strong: uses data on spans, layers, and bottlenecks.',
        'Strong: evaluates multiple options against agreed criteria.',
        'Strong: plans people selection, legal review, communication, and a post-implementation review.',
      ],
    },
    {
      id: 'role-hr-business-partner-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A business leader wants to promote their favorite team member, who does not meet the promotion ' +
        'criteria, ahead of a stronger candidate. What do you do?',
      answer:
        'I would ask the leader to explain their reasoning, since they may see strengths that the ' +
        'criteria or the data do not capture. Then I would review the evidence with them: the promotion ' +
        "criteria, each candidate's performance ratings and achievements, and how the decision would " +
        'compare with past promotions. I would point out the risks: other employees would see it as ' +
        'unfair, the stronger candidate might leave, and inconsistent decisions can create legal risk if ' +
        'they affect people differently based on protected characteristics. I would suggest ' +
        'alternatives, such as a development plan for the favored employee to meet the criteria, or a ' +
        'clear explanation of why the stronger candidate is promoted now. If the leader still wants to ' +
        'proceed without justification, I would escalate to their manager or the HR leader, since ' +
        'consistent promotion standards are part of my responsibility.',
      evaluationCriteria: [
        "Strong: seeks to understand the leader's reasoning.",
        'Strong: reviews evidence against promotion criteria and past decisions.',
        'Strong: explains fairness, retention, and legal risks.',
        'Strong: offers alternatives and escalates if the decision cannot be justified.',
      ],
    },
    {
      id: 'role-hr-business-partner-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you influenced a senior leader to change a people decision.',
      answer:
        'Situation: Our VP of sales wanted to replace the commission plan with a new plan that paid only ' +
        'on new customers, starting next quarter, to push growth. Task: As the HR business partner, I ' +
        'was concerned the plan would hurt account management and retention, and needed to raise it ' +
        'effectively. Action: Rather than opposing it, I asked for a week to analyze the impact. With ' +
        "finance, I modeled the effect on each rep's pay, and found that 40 percent of the team, " +
        'including several top performers who mainly managed existing accounts, would lose 20 to 30 ' +
        'percent of their pay. I also reviewed turnover data from a similar change two years before. I ' +
        'presented the analysis, and suggested an alternative: a higher rate for new customers while ' +
        'keeping a smaller commission on renewals. Result: The VP adopted the alternative, new customer ' +
        'sales grew 18 percent, and there was no increase in rep turnover.',
      evaluationCriteria: [
        'Strong: uses analysis rather than simple opposition.',
        'Strong: involves finance and historical data.',
        "Strong: offers an alternative that meets the leader's goal.",
        'Strong: reports measurable outcomes.',
      ],
    },
  ],
  'Compensation and Benefits Specialist': [
    {
      id: 'role-compensation-and-benefits-specialist-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: "How would you build salary ranges for a company's jobs using market data?",
      answer:
        "I would start with job evaluation: documenting each job's responsibilities and level, so jobs " +
        'can be matched to salary surveys accurately. Matching is based on job content, not titles, ' +
        'which vary widely. I would use reliable salary surveys for our industry, size, and locations, ' +
        'age the data to a common date using expected salary increase rates, and decide our target ' +
        'market position, such as the 50th percentile. Then I would group jobs of similar market value ' +
        'into grades, and set ranges around a midpoint, typically with a width of about 40 to 60 percent ' +
        'from minimum to maximum for professional roles, with more for senior ones. I would compare ' +
        'current employee salaries with the new ranges to find people below the minimum or above the ' +
        'maximum, and estimate the cost of adjustments. Geographic differentials may be needed for ' +
        'different locations. I would document the methodology, train managers on using the ranges, and ' +
        'review them annually.',
      evaluationCriteria: [
        'Strong: matches jobs to surveys by content and level rather than title.',
        'Strong: ages the data and sets a target market position.',
        'Strong: builds grades with reasonable range widths and midpoints.',
        'Strong: analyzes current pay against ranges, costs adjustments, and reviews annually.',
      ],
    },
    {
      id: 'role-compensation-and-benefits-specialist-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'How would you conduct a pay equity analysis?',
      answer:
        'I would work with legal counsel from the start, ideally so the analysis is covered by ' +
        'attorney-client privilege. First, I would collect data on every employee: pay, including base ' +
        'and bonuses, gender and race or ethnicity, and legitimate factors that may explain pay ' +
        'differences, such as job, level, location, experience, tenure, and performance. I would group ' +
        'employees doing similar work. Then I would run a multiple regression analysis of pay on those ' +
        'legitimate factors plus gender and race, to see whether there is a statistically significant ' +
        'difference after accounting for the legitimate factors. I would also review individual ' +
        'outliers, since the averages can hide individual cases. If unexplained gaps exist, I would ' +
        'investigate the causes, such as starting salaries or promotion timing, and recommend ' +
        'adjustments, with a budget. I would also fix the processes that create gaps, such as starting ' +
        'pay negotiations, and repeat the analysis regularly. Some states have pay transparency and ' +
        'equity laws that must also be considered.',
      evaluationCriteria: [
        'Strong: involves legal counsel and considers privilege.',
        'Strong: uses regression controlling for legitimate factors within comparable groups.',
        'Strong: reviews individual outliers and investigates root causes.',
        'Strong: recommends adjustments and process fixes, with regular repeat analysis.',
      ],
    },
    {
      id: 'role-compensation-and-benefits-specialist-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A hiring manager wants to offer a candidate a salary above the maximum of the range to close ' +
        'the hire quickly. What do you do?',
      answer:
        "I would first understand the situation: the candidate's experience, the competing offer if " +
        'there is one, and how critical the role is. Then I would look at the data: the range for the ' +
        'role, whether it still reflects the market, and the salaries of current employees in the same ' +
        'role. Paying a new hire above the range, and above experienced employees, creates internal ' +
        'equity problems and possibly pay equity risk. If the market has moved and the range is ' +
        'outdated, the right fix is to review the range, which could also require adjustments for ' +
        'current employees. Other options include a sign-on bonus, which is a one-time cost that does ' +
        'not affect base salary comparisons, equity grants, or an early salary review after six months ' +
        'based on performance. I would explain the options and trade-offs to the hiring manager, and ' +
        'follow the approval process for exceptions.',
      evaluationCriteria: [
        'Strong: gathers facts about the candidate and role criticality.',
        'Strong: checks internal equity with current employees and market data.',
        'Strong: offers alternatives such as sign-on bonuses or early reviews.',
        'Strong: follows the exception approval process.',
      ],
    },
    {
      id: 'role-compensation-and-benefits-specialist-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you managed open enrollment or a significant benefits change.',
      answer:
        'Situation: Our company of 800 employees moved to a new health insurance carrier and introduced ' +
        'a high-deductible plan with a health savings account alongside the existing plan, to control ' +
        'costs that had risen 12 percent. Task: I managed the open enrollment, with a goal of a smooth ' +
        'transition and at least 95 percent of employees making an active choice. Action: I created ' +
        'simple comparisons of the plans, with examples for different situations, such as a single ' +
        'person with few doctor visits and a family expecting a baby. I held on-site and virtual ' +
        'sessions for all shifts, trained managers to answer basic questions, and worked with the ' +
        'carrier to test the enrollment system before launch. During enrollment, I tracked completion ' +
        'daily and sent reminders. Result: Enrollment completion was 97 percent, 30 percent of employees ' +
        'chose the new plan, the company saved about $450,000 in the first year, and benefits-related ' +
        'questions after enrollment were lower than in previous years.',
      evaluationCriteria: [
        'Strong: explains complex benefits clearly with practical examples.',
        'Strong: reaches all employee groups including shifts.',
        'Strong: tests systems and tracks enrollment progress.',
        'Strong: reports participation and cost outcomes.',
      ],
    },
  ],
  'Learning and Development Specialist': [
    {
      id: 'role-learning-and-development-specialist-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you conduct a training needs analysis?',
      answer:
        'I start with the business goal or problem, such as customer complaints rising or a new system ' +
        'launching, rather than a request for a specific course. Then I analyze at three levels. At the ' +
        'organization level: what capabilities does the strategy require? At the task level: what do ' +
        'people in the role need to do to perform well, which I learn from job descriptions, process ' +
        'documents, and high performers? At the individual level: where are the gaps, using performance ' +
        'data, skills assessments, manager input, and observation? An important step is checking whether ' +
        'the gap is really a training problem. If people know how to do the task but are not doing it, ' +
        'the causes may be unclear expectations, missing tools, or incentives, which training will not ' +
        'fix. For real skill gaps, I prioritize by impact and the number of people affected, and define ' +
        'measurable learning objectives, which are the basis for designing and evaluating the program.',
      evaluationCriteria: [
        'Strong: starts from a business goal or problem rather than a course request.',
        'Strong: analyzes organizational, task, and individual levels with multiple data sources.',
        'Strong: distinguishes skill gaps from non-training causes.',
        'Strong: prioritizes and defines measurable objectives.',
      ],
    },
    {
      id: 'role-learning-and-development-specialist-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'How would you measure the impact of a training program beyond participant satisfaction?',
      answer:
        'I would use the Kirkpatrick model, planning the measurement before the training is designed. ' +
        'Level 1 is reaction: satisfaction and perceived relevance, which is useful but weak evidence. ' +
        'Level 2 is learning: knowledge and skill tests before and after, or practical demonstrations. ' +
        'Level 3 is behavior: whether people apply it on the job, measured through manager observations, ' +
        'work samples, or system data, several weeks or months after training. Level 4 is results: the ' +
        'business metrics the training was meant to improve, such as error rates, sales, or customer ' +
        'satisfaction. To attribute results to training, I would compare with a control group that has ' +
        'not yet been trained, such as teams scheduled for a later session, or compare trends before and ' +
        'after, while accounting for other changes. If the numbers allow, I would estimate return on ' +
        'investment by comparing the financial benefit with the cost. I would also work with managers to ' +
        'support application, since behavior change depends heavily on them.',
      evaluationCriteria: [
        'Strong: explains all four Kirkpatrick levels.',
        'Strong: plans measurement before designing the training.',
        'Strong: uses comparison or control groups to attribute results.',
        'Strong: considers ROI and the role of managers in supporting behavior change.',
      ],
    },
    {
      id: 'role-learning-and-development-specialist-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Leadership asks for a one-hour training course to fix a problem that you believe is caused by a ' +
        'broken process, not a lack of skills. What do you do?',
      answer:
        'I would not simply refuse, but I would share my concern with evidence. I would quickly gather ' +
        'information: talk to a few employees and managers, look at the data, and observe the process if ' +
        'possible, to show where the problem occurs. If people know what to do but the process prevents ' +
        'them, for example a system that requires duplicate entry or conflicting instructions from two ' +
        'departments, training will not fix it and leadership would be disappointed by the results. I ' +
        'would present this to the leader, and recommend fixing the process, with the relevant owners. ' +
        'Training may still play a role, for example a short guide on the new process once it is fixed. ' +
        'If leadership still wants the training, I would deliver something useful, but agree in advance ' +
        'on what success looks like, so the results can guide the next decision.',
      evaluationCriteria: [
        'Strong: gathers evidence to test whether the problem is a skills gap.',
        'Strong: explains constructively why training alone will not solve a process problem.',
        'Strong: recommends process changes with the right owners.',
        'Strong: still supports leadership and defines success measures in advance.',
      ],
    },
    {
      id: 'role-learning-and-development-specialist-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a learning program you designed and delivered, and its results.',
      answer:
        'Situation: Our company promoted many top individual contributors to manager roles, but a survey ' +
        'showed that new managers felt unprepared, and their teams had 25 percent higher turnover than ' +
        'average. Task: I was asked to design a program for new managers, with a goal of reducing ' +
        'turnover in their teams. Action: I interviewed experienced managers and new managers to ' +
        'identify the most important skills: one-on-ones, feedback, delegation, and handling performance ' +
        'problems. I designed a three-month program with short monthly workshops based on practice and ' +
        "role plays, peer groups that met between sessions, and a guide for the managers' own leaders to " +
        'reinforce the skills. Each participant applied the skills to a real situation with their team. ' +
        "Result: Over the first year, 48 managers completed the program, their teams' turnover fell to " +
        'the company average, and their engagement scores for manager effectiveness rose by 11 points.',
      evaluationCriteria: [
        'Strong: grounds the design in a business problem and input from learners.',
        'Strong: uses practice-based methods and reinforcement over time.',
        "Strong: involves learners' managers to support application.",
        'Strong: measures results at the behavior or business level.',
      ],
    },
  ],
  'Payroll Specialist': [
    {
      id: 'role-payroll-specialist-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Walk me through processing a payroll cycle, including the checks you do before submitting it.',
      answer:
        'Before the cycle, I collect all changes: new hires, terminations, pay rate changes, deductions, ' +
        'benefit changes, and time data from the timekeeping system, making sure each change has proper ' +
        'approval. I enter and verify them, then run a preliminary payroll register. My checks include ' +
        'comparing gross pay, net pay, and headcount with the previous period and investigating large ' +
        'differences; checking that new hires and terminated employees are paid correctly, including ' +
        'final pay timing required by state law; reviewing overtime calculations; and checking for ' +
        'unusual amounts, such as negative net pay or very large payments. I verify taxes and ' +
        'deductions, especially for employees with changes. A second person reviews the register before ' +
        'approval where possible. After submission, I reconcile the payroll with the general ledger and ' +
        'the bank transfer, and confirm tax deposits are made on time.',
      evaluationCriteria: [
        'Strong: collects and verifies approved changes before processing.',
        'Strong: compares registers with previous periods and investigates variances.',
        'Strong: checks specific risks such as new hires, terminations, overtime, and unusual amounts.',
        'Strong: includes second review, reconciliation, and timely tax deposits.',
      ],
    },
    {
      id: 'role-payroll-specialist-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A nonexempt employee who works overtime also receives a nondiscretionary production bonus. How ' +
        'do you calculate their overtime pay correctly?',
      answer:
        'Under the Fair Labor Standards Act, overtime must be paid at one and a half times the regular ' +
        'rate, and the regular rate must include nondiscretionary bonuses, such as production or ' +
        'attendance bonuses promised in advance. For example, if an employee earns $20 an hour, works 45 ' +
        'hours in a week, and earns a $90 production bonus for that week, the total straight-time ' +
        'earnings are 45 times $20, or $900, plus $90, which is $990. Divided by 45 hours, the regular ' +
        'rate is $22. The employee has already received the straight-time pay for all hours, so the ' +
        'overtime premium is half the regular rate, $11, for the 5 overtime hours, or $55. Total pay is ' +
        '$1,045. If the bonus covers several weeks, it must be allocated to those weeks and overtime ' +
        'recalculated for each. Discretionary bonuses, decided solely by the employer without prior ' +
        'promise, are excluded. I would also check state laws, such as daily overtime in California.',
      evaluationCriteria: [
        'Strong: knows nondiscretionary bonuses must be included in the regular rate.',
        'Strong: calculates the regular rate and overtime premium correctly.',
        'Strong: handles bonuses that cover multiple workweeks.',
        'Strong: distinguishes discretionary bonuses and checks state overtime laws.',
      ],
    },
    {
      id: 'role-payroll-specialist-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'After payroll is paid, you discover that a group of employees was underpaid because a pay ' +
        'increase was not entered. Some of them cannot wait until the next payday. What do you do?',
      answer:
        'I would first confirm the scope: which employees, how much, and since when, by comparing ' +
        "approved changes with what was paid. Then I would inform my manager and the affected employees' " +
        'managers, and contact the employees quickly with a clear explanation and an apology, including ' +
        'the amount and when they will receive it. Because some cannot wait, I would arrange an ' +
        'off-cycle payment for those who need it, following company policy, with the correct tax ' +
        'withholding. Some states have strict rules on the timing of correcting wage payments, and ' +
        'underpaying wages can create penalties, so correcting it quickly is also a compliance matter. ' +
        'For the others, the correction can go in the next regular payroll. Then I would find out why ' +
        'the increase was not entered, such as a missing step between HR and payroll, and fix the ' +
        'process, for example with a report that compares approved changes with payroll entries each ' +
        'cycle.',
      evaluationCriteria: [
        'Strong: confirms the full scope of the error.',
        'Strong: communicates promptly and transparently with affected employees.',
        'Strong: uses off-cycle payments with correct withholding and considers state timing rules.',
        'Strong: finds the process failure and adds a control to prevent recurrence.',
      ],
    },
    {
      id: 'role-payroll-specialist-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you caught a payroll error before it reached employees.',
      answer:
        'Situation: During a review of the payroll register for our 1,200 employees, I noticed that the ' +
        'total 401(k) deductions were about 30 percent lower than the previous period, although ' +
        'headcount was stable. Task: I needed to find the cause before the payroll deadline that ' +
        'afternoon. Action: I sorted the register by deduction amount and found that about 300 employees ' +
        'had no 401(k) deduction at all. They were all in one location, which had been moved to a new ' +
        'pay group in the system that week, and the deduction codes had not been carried over. I worked ' +
        'with our HR systems analyst to restore the deductions for that pay group, reran the preliminary ' +
        'payroll, and confirmed the totals matched expectations. I also added a check to our pay group ' +
        'change procedure. Result: Payroll was submitted on time with correct deductions, avoiding ' +
        'missed retirement contributions for 300 employees, which would have required corrective ' +
        'contributions and lost earnings calculations.',
      evaluationCriteria: [
        'Strong: uses comparisons with previous periods to detect anomalies.',
        'Strong: investigates systematically to find the specific cause.',
        'Strong: fixes the problem within the deadline and verifies the result.',
        'Strong: adds a preventive control and explains the impact avoided.',
      ],
    },
  ],
};
