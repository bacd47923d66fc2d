/**
 * Commission reports laid out as each network documents its download; the values are made up.
 * `{click1}`… stand for click ids the tests fill in.
 *
 * - Amazon Associates earnings report (Reports → Earnings → Download, "Fee-Earnings"): a title
 *   line, then Category, Name, ASIN, Seller, Tracking ID, Date Shipped, Price($), Items Shipped,
 *   Returns, Revenue($), Ad Fees($), Device Type Group, Direct. Columns as described in Amazon's
 *   "How to read the Earnings Report" (affiliate-program.amazon.com/help/node/topic/GCDWWRFEMW3Q2TE2):
 *   Items Shipped, Revenue, and the commission ("Ad Fees"), by Tracking ID and shipping date.
 * - impact.com Action Listing for partners (help.impact.com, "Action Listing for a Paystub
 *   Report for Partners"): Action Id, Campaign Name, Action Tracker, Sub Id 1—3, Shared Id,
 *   Sale Amount, Payout, Action Date, …, with the action's Status (the Actions API's `State`:
 *   PENDING, APPROVED, REVERSED) and Currency.
 * - CJ Commission Detail (docs.cj.com, Commission Detail API publisherCommissions fields):
 *   commissionId, eventDate, advertiserName, actionType, actionStatus (new, extended, locked,
 *   closed), shopperId (the SID), saleAmountUsd, pubCommissionAmountUsd; a correction is a row of
 *   its own with negative amounts (correctionReason set).
 * - Awin transactions (help.awin.com / Awin publisher API "transactions" fields): id,
 *   transactionDate, advertiserName, commissionStatus (pending, approved, declined, deleted),
 *   saleAmount, commissionAmount, and the amounts' currency (`commissionAmount.currency` in the
 *   API, a Currency column in the export), clickRef.
 * - Awin's Transactions report, "Export as CSV" (help.awin.com, "Understanding the data fields in
 *   the Transactions report", 2026-03-09): id, publisher_id, sale_amount, commission, date,
 *   commission_status (pending = 0, approved = 1, declined = 2), validation_date, extra, type,
 *   site_name, URL, decline_reason. The click reference and currency columns are named as the
 *   platform's report labels them (Click Reference, Currency); the days as a UK platform writes
 *   them, day first.
 * - Amazon's earnings report downloaded as TSV (the same report, "Download TSV"): the title line,
 *   then the tab-separated header; saved by Excel it starts with a byte order mark, and a
 *   "Total" row may close it.
 */

export const AMAZON_REPORT = `Fee-Earnings reports from 11-01-2026 to 11-30-2026
Category,Name,ASIN,Seller,Tracking ID,Date Shipped,Price($),Items Shipped,Returns,Revenue($),Ad Fees($),Device Type Group,Direct
Books,"The Naming Book, 2nd Edition",B000TEST,Amazon.com,site-reviews-20,{day} 10:15:00,20.00,1,0,20.00,0.90,DESKTOP,Y
Books,"The Naming Book, 2nd Edition",B000TEST,Amazon.com,site-reviews-20,{day} 11:40:00,20.00,1,0,20.00,0.90,PHONE,N
Books,Brand Names Explained,B000OTHER,Amazon.com,site-20,{day} 09:00:00,15.00,2,0,30.00,1.20,DESKTOP,N
`;

export const IMPACT_REPORT = `Action Id,Campaign Id,Campaign Name,Action Tracker Id,Action Tracker,Status,Sub Id 1,Sub Id 2,Sub Id 3,Shared Id,Sale Amount,Payout,Currency,Action Date,Posting Date,Modification Date,Locking Date
19816.4711.100001,9001,Namecheap,18503,Online Sale,APPROVED,insights-deal~card-2~{click1},,,,120.00,24.00,USD,{day}T14:03:11-05:00,,,
19816.4711.100002,9001,Namecheap,18503,Online Sale,PENDING,reviews-namecheap~text~{click2},,,,60.00,12.00,USD,{day}T18:22:40-05:00,,,
19816.4711.100003,9001,Namecheap,18503,Online Sale,APPROVED,,,,,30.00,6.00,USD,{day}T19:00:00-05:00,,,
`;

/** The same Impact actions a month later: one approved, one reversed (a returned order). */
export const IMPACT_LATER_REPORT = `Action Id,Campaign Id,Campaign Name,Action Tracker Id,Action Tracker,Status,Sub Id 1,Sub Id 2,Sub Id 3,Shared Id,Sale Amount,Payout,Currency,Action Date,Posting Date,Modification Date,Locking Date
19816.4711.100001,9001,Namecheap,18503,Online Sale,APPROVED,insights-deal~card-2~{click1},,,,120.00,24.00,USD,{day}T14:03:11-05:00,,,
19816.4711.100002,9001,Namecheap,18503,Online Sale,REVERSED,reviews-namecheap~text~{click2},,,,60.00,12.00,USD,{day}T18:22:40-05:00,,,
`;

export const CJ_REPORT = `commissionId,eventDate,advertiserName,actionType,actionStatus,shopperId,saleAmountUsd,pubCommissionAmountUsd,correctionReason
3011112222,{day}T08:00:00Z,Porkbun,item_sale,new,{click1},50.00,5.00,
3011112223,{day}T09:00:00Z,Porkbun,item_sale,locked,{click1},40.00,4.00,
3011112224,{day}T10:00:00Z,Porkbun,item_sale,locked,{click1},-40.00,-4.00,RETURNED_MERCHANDISE
3011112225,{day}T11:00:00Z,Porkbun,item_sale,closed,{click1},30.00,3.00,
`;

export const AWIN_REPORT = `id,transactionDate,advertiserName,commissionStatus,saleAmount,commissionAmount,commissionCurrency,clickRef
998877,{day}T09:30:00,Dynadot,pending,80.00,8.00,GBP,{click1}
998878,{day}T10:30:00,Dynadot,declined,83.30,8.33,GBP,{click1}
998879,{day}T11:30:00,Dynadot,approved,50.00,5.00,GBP,{click1}
998880,{day}T12:30:00,Dynadot,deleted,20.00,2.00,GBP,{click1}
`;

/** An Awin report from a EUR programme, exported with semicolons and decimal commas. */
export const AWIN_EUR_REPORT = `id;transactionDate;advertiserName;commissionStatus;saleAmount;commissionAmount;commissionCurrency;clickRef
887711;{day}T09:30:00;Netim;approved;"1.234,50";"12,35";EUR;{click1}
887712;{day}T10:30:00;Netim;pending;100,00;7,00;EUR;{click2}
`;

/** Awin's CSV export: snake_case columns, numbered statuses, days written day first. */
export const AWIN_EXPORT_REPORT = `id,publisher_id,sale_amount,commission,date,commission_status,validation_date,extra,type,site_name,URL,decline_reason,Click Reference,Currency
998877,123456,80.00,8.00,03/11/2026 09:30:00,0,,ORD-1,Sale,Domain Chronicle,https://example.com,,{click1},GBP
998878,123456,83.30,8.33,20/11/2026 10:30:00,2,24/11/2026 08:00:00,ORD-2,Sale,Domain Chronicle,https://example.com,Returned,{click1},GBP
998879,123456,50.00,5.00,05/11/2026 11:30:00,1,21/11/2026 08:00:00,ORD-3,Sale,Domain Chronicle,https://example.com,,{click2},GBP
`;

/** Amazon's earnings report downloaded as TSV and saved by Excel: BOM, title line, totals row. */
export const AMAZON_TSV_REPORT = `\uFEFFFee-Earnings reports from 11-01-2026 to 11-30-2026
Category\tName\tASIN\tSeller\tTracking ID\tDate Shipped\tPrice($)\tItems Shipped\tReturns\tRevenue($)\tAd Fees($)\tDevice Type Group\tDirect
Books\t"The Naming Book, 2nd Edition"\tB000TEST\tAmazon.com\tsite-reviews-20\t{day} 10:15:00\t20.00\t1\t0\t20.00\t0.90\tDESKTOP\tY
Electronics\tDomain Server\tB000BIG\tAmazon.com\tsite-20\t{day} 09:00:00\t"1,250.00"\t1\t0\t"1,250.00"\t"1,037.50"\tDESKTOP\tN
Books\tBrand Names Explained\tB000OTHER\tAmazon.com\tsite-20\tnot shipped\t15.00\t2\t0\t30.00\t1.20\tDESKTOP\tN
Total\t\t\t\t\t\t\t4\t0\t"1,300.00"\t"1,039.60"\t\t
`;
