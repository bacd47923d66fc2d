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
 *   Sale Amount, Payout, Action Date, …
 * - CJ Commission Detail (docs.cj.com, Commission Detail API publisherCommissions fields):
 *   commissionId, eventDate, advertiserName, actionType, shopperId (the SID), saleAmountUsd,
 *   pubCommissionAmountUsd.
 * - Awin transactions (help.awin.com / Awin publisher API "transactions" fields): id,
 *   transactionDate, advertiserName, commissionStatus, saleAmount, commissionAmount, clickRef.
 */

export const AMAZON_REPORT = `Fee-Earnings reports from 11-01-2026 to 11-30-2026
Category,Name,ASIN,Seller,Tracking ID,Date Shipped,Price($),Items Shipped,Returns,Revenue($),Ad Fees($),Device Type Group,Direct
Books,"The Naming Book, 2nd Edition",B000TEST,Amazon.com,site-reviews-20,{day} 10:15:00,20.00,1,0,20.00,0.90,DESKTOP,Y
Books,"The Naming Book, 2nd Edition",B000TEST,Amazon.com,site-reviews-20,{day} 11:40:00,20.00,1,0,20.00,0.90,PHONE,N
Books,Brand Names Explained,B000OTHER,Amazon.com,site-20,{day} 09:00:00,15.00,2,0,30.00,1.20,DESKTOP,N
`;

export const IMPACT_REPORT = `Action Id,Campaign Id,Campaign Name,Action Tracker Id,Action Tracker,Sub Id 1,Sub Id 2,Sub Id 3,Shared Id,Sale Amount,Payout,Action Date,Posting Date,Modification Date,Locking Date
19816.4711.100001,9001,Namecheap,18503,Online Sale,insights-deal~card-2~{click1},,,,120.00,24.00,{day}T14:03:11-05:00,,,
19816.4711.100002,9001,Namecheap,18503,Online Sale,reviews-namecheap~text~{click2},,,,60.00,12.00,{day}T18:22:40-05:00,,,
19816.4711.100003,9001,Namecheap,18503,Online Sale,,,,,30.00,6.00,{day}T19:00:00-05:00,,,
`;

export const CJ_REPORT = `commissionId,eventDate,advertiserName,actionType,shopperId,saleAmountUsd,pubCommissionAmountUsd
3011112222,{day}T08:00:00Z,Porkbun,item_sale,{click1},50.00,5.00
`;

export const AWIN_REPORT = `id,transactionDate,advertiserName,commissionStatus,saleAmount,commissionAmount,clickRef
998877,{day}T09:30:00,Dynadot,pending,80.00,8.00,{click1}
`;
