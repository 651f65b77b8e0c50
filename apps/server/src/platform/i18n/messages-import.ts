import type { Locale } from '@gembourse/contracts/locale';

// Texts of the products' Excel import and export (issue 10 item 7): refusals of a file, the workbook's sheet names and
// column headings, the values written as words (yes/no, availability, visibility), the reasons a row is refused, and
// the instructions sheet. Spread into MESSAGES (messages.ts). Column headings are read back in every language, so a
// workbook made in English imports for a member who uses Chinese.

type Messages = Record<Locale, string>;

const m = (en: string, zhCn: string, zhTw: string, tr: string): Messages => ({ en, 'zh-cn': zhCn, 'zh-tw': zhTw, tr });

export const IMPORT_MESSAGES = {
  // Refusals of the file itself (before parsing) and of the whole import.
  importNotXlsx: m(
    'Please choose an Excel workbook (.xlsx). This file is not one.',
    '请选择 Excel 工作簿（.xlsx），此文件不是有效的工作簿。',
    '請選擇 Excel 活頁簿（.xlsx），此檔案不是有效的活頁簿。',
    'Lütfen bir Excel çalışma kitabı (.xlsx) seçin. Bu dosya geçerli bir çalışma kitabı değil.',
  ),
  importUnzippedTooLarge: m(
    'This workbook unpacks to more than {{max}} MB and cannot be imported. Please split it into smaller files.',
    '此工作簿解压后超过 {{max}} MB，无法导入。请拆分为较小的文件。',
    '此活頁簿解壓縮後超過 {{max}} MB，無法匯入。請分割成較小的檔案。',
    'Bu çalışma kitabı açıldığında {{max}} MB’tan büyük oluyor ve içe aktarılamaz. Lütfen daha küçük dosyalara bölün.',
  ),
  importBusy: m(
    'An import of your company is still running. Please wait until it has finished.',
    '贵公司的一个导入仍在进行中，请等待其完成。',
    '貴公司的一項匯入仍在進行中，請等待其完成。',
    'Şirketinizin bir içe aktarımı hâlâ sürüyor. Lütfen bitmesini bekleyin.',
  ),
  importNotFinished: m(
    'The import has not finished yet: its report is ready once it has.',
    '导入尚未完成，完成后即可下载报告。',
    '匯入尚未完成，完成後即可下載報告。',
    'İçe aktarım henüz bitmedi: rapor bittiğinde hazır olur.',
  ),
  importUnreadable: m(
    'The workbook could not be read. Please save it again as .xlsx from your spreadsheet program.',
    '无法读取该工作簿，请在表格软件中重新另存为 .xlsx。',
    '無法讀取該活頁簿，請在試算表軟體中重新另存為 .xlsx。',
    'Çalışma kitabı okunamadı. Lütfen elektronik tablo programınızda .xlsx olarak yeniden kaydedin.',
  ),
  importNoColumns: m(
    'The first sheet lacks the columns {{columns}}. Please start from the template.',
    '第一个工作表缺少以下列：{{columns}}。请使用模板。',
    '第一個工作表缺少下列欄位：{{columns}}。請使用範本。',
    'İlk sayfada şu sütunlar eksik: {{columns}}. Lütfen şablondan başlayın.',
  ),
  importNoRows: m(
    'The workbook has no product rows.',
    '工作簿中没有产品行。',
    '活頁簿中沒有產品列。',
    'Çalışma kitabında ürün satırı yok.',
  ),
  importTooManyRows: m(
    'A workbook may hold at most {{max}} products; this one has {{count}}. Please split it into several files.',
    '一个工作簿最多 {{max}} 个产品，此文件有 {{count}} 个。请拆分为多个文件。',
    '一個活頁簿最多 {{max}} 項產品，此檔案有 {{count}} 項。請分割成多個檔案。',
    'Bir çalışma kitabında en fazla {{max}} ürün olabilir; bu dosyada {{count}} ürün var. Lütfen birkaç dosyaya bölün.',
  ),
  importOnlyExample: m(
    'The workbook holds only the template’s example (SKU {{sku}}), which is never imported. Please type your products over it or below it.',
    '工作簿中只有模板的示例（货号 {{sku}}），示例不会被导入。请在示例行上覆盖填写或在其下方填写您的产品。',
    '活頁簿中只有範本的範例（貨號 {{sku}}），範例不會被匯入。請在範例列上覆寫或在其下方填寫您的產品。',
    'Çalışma kitabında yalnızca şablonun örneği var (stok kodu {{sku}}) ve örnek hiçbir zaman içe aktarılmaz. Lütfen ürünlerinizi onun üzerine veya altına yazın.',
  ),
  importInterrupted: m(
    'The import was interrupted: the server running it stopped, and nothing of it was saved. Please upload the file again.',
    '导入已中断：执行导入的服务器停止了运行，没有保存任何内容。请重新上传文件。',
    '匯入已中斷：執行匯入的伺服器停止了運作，沒有儲存任何內容。請重新上傳檔案。',
    'İçe aktarım yarıda kaldı: onu çalıştıran sunucu durdu ve hiçbir şey kaydedilmedi. Lütfen dosyayı yeniden yükleyin.',
  ),
  importWriteFailed: m(
    'The products could not be saved, so none was imported. Please try again.',
    '产品未能保存，因此没有导入任何产品。请重试。',
    '產品未能儲存，因此沒有匯入任何產品。請重試。',
    'Ürünler kaydedilemedi, bu yüzden hiçbiri içe aktarılmadı. Lütfen yeniden deneyin.',
  ),

  // Sheets and file names.
  importSheetProducts: m('Products', '产品', '產品', 'Ürünler'),
  importSheetStones: m('Stones', '宝石', '寶石', 'Taşlar'),
  importSheetInstructions: m('Instructions', '填写说明', '填寫說明', 'Talimatlar'),
  importSheetLists: m('Lists', '选项', '選項', 'Listeler'),
  importSheetReport: m('Report', '导入报告', '匯入報告', 'Rapor'),
  importFileTemplate: m('product-import-template', '产品导入模板', '產品匯入範本', 'urun-ice-aktarma-sablonu'),
  importFileExport: m('products', '产品', '產品', 'urunler'),
  importFileReport: m('product-import-report', '产品导入报告', '產品匯入報告', 'urun-ice-aktarma-raporu'),

  // Column headings of the Products sheet (catalogue/product-workbook.columns.ts).
  importColSku: m('SKU', '货号', '貨號', 'Stok kodu'),
  importColName: m('Name', '名称', '名稱', 'Ad'),
  importColBrand: m('Brand', '品牌', '品牌', 'Marka'),
  importColCategories: m('Categories', '分类', '分類', 'Kategoriler'),
  importColTags: m('Tags', '标签', '標籤', 'Etiketler'),
  importColCurrency: m('Currency', '币种', '幣別', 'Para birimi'),
  importColPrice: m('Price', '价格', '價格', 'Fiyat'),
  importColMinOrder: m('Minimum order', '起订量', '起訂量', 'Minimum sipariş'),
  importColNoMinOrderNote: m('No minimum note', '无起订量说明', '無起訂量說明', 'Minimum yok notu'),
  importColDescription: m('Description', '描述', '描述', 'Açıklama'),
  importColImages: m('Images', '图片', '圖片', 'Görseller'),
  importColVideoUrl: m('Video link', '视频链接', '影片連結', 'Video bağlantısı'),
  importColResources: m('Resources', '资料', '資料', 'Kaynaklar'),
  importColVariants: m('Variants', '规格', '規格', 'Varyantlar'),
  importColMetal: m('Metal', '金属', '金屬', 'Metal'),
  importColFineness: m('Fineness', '成色', '成色', 'Ayar'),
  importColGrossWeight: m('Gross weight (g)', '总重（克）', '總重（克）', 'Brüt ağırlık (g)'),
  importColMetalWeight: m('Metal weight (g)', '金重（克）', '金重（克）', 'Metal ağırlığı (g)'),
  importColAvailability: m('Availability', '供货方式', '供貨方式', 'Bulunabilirlik'),
  importColPreorderFrom: m('Pre-order from', '预订交货起', '預購交貨起', 'Ön sipariş başlangıcı'),
  importColPreorderTo: m('Pre-order to', '预订交货止', '預購交貨止', 'Ön sipariş bitişi'),
  importColStock: m('Stock', '库存', '庫存', 'Stok'),
  importColTrackInventory: m('Track inventory', '跟踪库存', '追蹤庫存', 'Stok takibi'),
  importColVisibility: m('Visibility', '可见范围', '可見範圍', 'Görünürlük'),
  importColPriceVisibility: m('Price visibility', '价格可见范围', '價格可見範圍', 'Fiyat görünürlüğü'),
  importColReleaseAt: m('Release time (UTC)', '发布时间（UTC）', '發佈時間（UTC）', 'Yayın zamanı (UTC)'),
  importColDisplaySeq: m('Display order', '展示顺序', '展示順序', 'Gösterim sırası'),
  importColImmediate: m('Immediate', '现货', '現貨', 'Hemen'),
  importColCollections: m('Collections', '系列', '系列', 'Koleksiyonlar'),
  importColPublished: m('Publish', '发布', '發佈', 'Yayımla'),
  importColListed: m('Listed', '上架', '上架', 'Listede'),
  // The Stones sheet.
  importColStoneSku: m('Product SKU', '产品货号', '產品貨號', 'Ürün stok kodu'),
  importColStoneType: m('Stone type', '宝石种类', '寶石種類', 'Taş türü'),
  importColStoneShape: m('Shape', '形状', '形狀', 'Şekil'),
  importColStoneCarat: m('Carat', '克拉', '克拉', 'Karat'),
  importColStoneSize: m('Size', '尺寸', '尺寸', 'Boyut'),
  importColStoneCount: m('Count', '数量', '數量', 'Adet'),
  importColStoneColour: m('Colour', '颜色', '顏色', 'Renk'),
  importColStoneClarity: m('Clarity', '净度', '淨度', 'Berraklık'),
  importColStoneCut: m('Cut', '切工', '切工', 'Kesim'),
  importColStoneTreatment: m('Treatment', '优化处理', '優化處理', 'İşlem'),
  importColStoneOrigin: m('Origin', '产地', '產地', 'Köken'),
  importColStoneLab: m('Certificate lab', '证书机构', '證書機構', 'Sertifika laboratuvarı'),
  importColStoneCertificate: m('Certificate number', '证书编号', '證書編號', 'Sertifika numarası'),
  // The report.
  importColRow: m('Row', '行号', '列號', 'Satır'),
  importColResult: m('Result', '结果', '結果', 'Sonuç'),
  importColReasons: m('Why', '原因', '原因', 'Neden'),
  importColSheet: m('Sheet', '工作表', '工作表', 'Sayfa'),
  importResultImported: m('Imported', '已导入', '已匯入', 'İçe aktarıldı'),
  importResultRefused: m('Refused', '未导入', '未匯入', 'Reddedildi'),
  importResultUnpublished: m(
    'Imported, not published: a product needs an image to be published',
    '已导入，未发布：产品需要图片才能发布',
    '已匯入，未發佈：產品需要圖片才能發佈',
    'İçe aktarıldı, yayımlanmadı: bir ürünün yayımlanması için görseli olmalı',
  ),

  // Values written as words.
  importYes: m('Yes', '是', '是', 'Evet'),
  importNo: m('No', '否', '否', 'Hayır'),
  importAvailability_immediate: m('Ready to ship', '即刻发货', '即刻出貨', 'Hemen sevk'),
  importAvailability_preorder: m('Pre-order', '预订', '預購', 'Ön sipariş'),
  importAvailability_stock: m('In stock', '有库存', '有庫存', 'Stokta'),
  importVisibility_public: m('Public', '公开', '公開', 'Herkese açık'),
  importVisibility_community: m('Community', '社区', '社群', 'Topluluk'),
  importVisibility_launch: m('Launch', '新品发布', '新品發表', 'Lansman'),
  importVisibility_private: m('Private', '私密', '不公開', 'Özel'),
  importVisibility_showroom: m('As the showroom', '同展厅设置', '同展廳設定', 'Showroom ayarına göre'),

  // Why a row is refused: "{{field}}: {{message}}", and "Row {{row}}: ..." in the report.
  importReason: m('{{field}}: {{message}}', '{{field}}：{{message}}', '{{field}}：{{message}}', '{{field}}: {{message}}'),
  importRowReason: m('{{place}}: {{reason}}', '{{place}}：{{reason}}', '{{place}}：{{reason}}', '{{place}}: {{reason}}'),
  importProductRow: m('Products row {{row}}', '产品表第 {{row}} 行', '產品表第 {{row}} 列', 'Ürünler satır {{row}}'),
  importStoneRow: m('Stones row {{row}}', '宝石表第 {{row}} 行', '寶石表第 {{row}} 列', 'Taşlar satır {{row}}'),
  importNotNumber: m('must be a number', '必须是数字', '必須是數字', 'bir sayı olmalıdır'),
  importNotInteger: m('must be a whole number', '必须是整数', '必須是整數', 'tam sayı olmalıdır'),
  importNotDate: m(
    'must be a date (YYYY-MM-DD)',
    '必须是日期（YYYY-MM-DD）',
    '必須是日期（YYYY-MM-DD）',
    'bir tarih olmalıdır (YYYY-AA-GG)',
  ),
  importNotYesNo: m(
    'must be {{yes}} or {{no}}',
    '必须为“{{yes}}”或“{{no}}”',
    '必須為「{{yes}}」或「{{no}}」',
    '{{yes}} veya {{no}} olmalıdır',
  ),
  importNotInList: m(
    '“{{value}}” is not one of the list’s values',
    '“{{value}}”不在可选值中',
    '「{{value}}」不在可選值中',
    '“{{value}}” listedeki değerlerden biri değil',
  ),
  importBrandUnknown: m(
    'your showroom has no brand “{{value}}”',
    '您的展厅中没有品牌“{{value}}”',
    '您的展廳中沒有品牌「{{value}}」',
    'vitrininizde “{{value}}” adlı bir marka yok',
  ),
  importCollectionUnknown: m(
    'your showroom has no collection “{{value}}”',
    '您的展厅中没有系列“{{value}}”',
    '您的展廳中沒有系列「{{value}}」',
    'vitrininizde “{{value}}” adlı bir koleksiyon yok',
  ),
  importLine: m(
    'line {{line}} must read {{format}}',
    '第 {{line}} 行应为 {{format}}',
    '第 {{line}} 行應為 {{format}}',
    '{{line}}. satır {{format}} biçiminde olmalıdır',
  ),
  importSkuTwice: m(
    'the same SKU is on row {{row}} of this file',
    '与本文件第 {{row}} 行的货号重复',
    '與本檔案第 {{row}} 列的貨號重複',
    'aynı stok kodu bu dosyanın {{row}}. satırında da var',
  ),
  importSkuExists: m(
    'a product with this SKU is already in your showroom (an import only adds new products)',
    '您的展厅中已有此货号的产品（导入只会新增产品）',
    '您的展廳中已有此貨號的產品（匯入只會新增產品）',
    'bu stok kodlu bir ürün vitrininizde zaten var (içe aktarma yalnızca yeni ürün ekler)',
  ),
  importStoneNoProduct: m(
    'no row of the Products sheet has the SKU “{{sku}}”',
    '产品表中没有货号为“{{sku}}”的行',
    '產品表中沒有貨號為「{{sku}}」的列',
    'Ürünler sayfasında “{{sku}}” stok kodlu satır yok',
  ),
  importFileNotOwned: m(
    '{{value}} was not uploaded by your company',
    '{{value}} 不是贵公司上传的文件',
    '{{value}} 不是貴公司上傳的檔案',
    '{{value}} şirketiniz tarafından yüklenmedi',
  ),

  // The instructions sheet, one line each.
  importHelp1: m(
    'One row of the Products sheet is one new product. Columns marked * are required. Do not rename the column headings.',
    '“产品”表中每一行是一个新产品。带 * 的列为必填项。请勿修改列标题。',
    '「產品」表中每一列是一項新產品。帶 * 的欄位為必填。請勿修改欄位標題。',
    'Ürünler sayfasındaki her satır yeni bir üründür. * ile işaretli sütunlar zorunludur. Sütun başlıklarını değiştirmeyin.',
  ),
  importHelp2: m(
    'Choose list values from the drop-downs. Several categories, tags or collections: separate them with commas.',
    '列表中的值请从下拉菜单中选择。多个分类、标签或系列请用逗号分隔。',
    '清單中的值請從下拉選單中選擇。多個分類、標籤或系列請以逗號分隔。',
    'Liste değerlerini açılır menülerden seçin. Birden çok kategori, etiket veya koleksiyonu virgülle ayırın.',
  ),
  importHelp3: m(
    'Variants: one per line as “name | SKU | price”. Resources: one per line as “name | link”. Images: links of images uploaded to GemBourse, one per line.',
    '规格：每行一个，格式为“名称 | 货号 | 价格”。资料：每行一个，格式为“名称 | 链接”。图片：已上传到 GemBourse 的图片链接，每行一个。',
    '規格：每行一個，格式為「名稱 | 貨號 | 價格」。資料：每行一個，格式為「名稱 | 連結」。圖片：已上傳到 GemBourse 的圖片連結，每行一個。',
    'Varyantlar: her satıra bir tane, “ad | stok kodu | fiyat” biçiminde. Kaynaklar: her satıra bir tane, “ad | bağlantı”. Görseller: GemBourse’a yüklenmiş görsellerin bağlantıları, her satıra bir tane.',
  ),
  importHelp4: m(
    'Stones: one row of the Stones sheet per kind of stone, naming its product by SKU. Dates as YYYY-MM-DD; the release time is UTC.',
    '宝石：每种宝石在“宝石”表中占一行，并用货号指明所属产品。日期格式为 YYYY-MM-DD，发布时间为 UTC 时间。',
    '寶石：每種寶石在「寶石」表中占一列，並以貨號指明所屬產品。日期格式為 YYYY-MM-DD，發佈時間為 UTC 時間。',
    'Taşlar: her taş türü için Taşlar sayfasında bir satır; ürününü stok koduyla belirtin. Tarihler YYYY-AA-GG biçiminde; yayın zamanı UTC’dir.',
  ),
  importHelp5: m(
    'An import only adds products: a SKU already in your showroom or twice in the file is refused. Rows with errors are refused and listed in the report; the other rows are imported together.',
    '导入只会新增产品：展厅中已有的货号或文件中重复的货号将被拒绝。有错误的行不会导入并列在报告中，其余行一并导入。',
    '匯入只會新增產品：展廳中已有的貨號或檔案中重複的貨號將被拒絕。有錯誤的列不會匯入並列在報告中，其餘列一併匯入。',
    'İçe aktarma yalnızca ürün ekler: vitrininizde zaten olan veya dosyada iki kez geçen stok kodu reddedilir. Hatalı satırlar reddedilir ve raporda listelenir; diğer satırlar birlikte içe aktarılır.',
  ),
  importHelp6: m(
    'Products without an image are imported unpublished: add images in the product editor, then publish them. Excel files only (.xlsx), at most {{max}} MB.',
    '没有图片的产品将以未发布状态导入：请在产品编辑器中添加图片后再发布。仅支持 Excel 文件（.xlsx），最大 {{max}} MB。',
    '沒有圖片的產品將以未發佈狀態匯入：請在產品編輯器中新增圖片後再發佈。僅支援 Excel 檔案（.xlsx），最大 {{max}} MB。',
    'Görseli olmayan ürünler yayımlanmamış olarak içe aktarılır: ürün düzenleyicide görsel ekleyip sonra yayımlayın. Yalnızca Excel dosyaları (.xlsx), en fazla {{max}} MB.',
  ),
  importHelp7: m(
    'Rows with the SKU {{sku}} on the Products and Stones sheets are the template’s examples and are never imported: type your own products over them (with your own SKUs) or below them.',
    '“产品”表和“宝石”表中货号为 {{sku}} 的行是模板的示例，不会被导入：请在其上覆盖填写（使用您自己的货号）或在其下方填写您的产品。',
    '「產品」表和「寶石」表中貨號為 {{sku}} 的列是範本的範例，不會被匯入：請在其上覆寫（使用您自己的貨號）或在其下方填寫您的產品。',
    'Ürünler ve Taşlar sayfalarında stok kodu {{sku}} olan satırlar şablonun örnekleridir ve hiçbir zaman içe aktarılmaz: kendi ürünlerinizi (kendi stok kodlarınızla) onların üzerine veya altına yazın.',
  ),
  importExampleNote: m(
    'Example: rows with the SKU {{sku}} are never imported. Type your product over this row or below it.',
    '示例：货号为 {{sku}} 的行不会被导入。请在此行上覆盖填写或在下方填写您的产品。',
    '範例：貨號為 {{sku}} 的列不會被匯入。請在此列上覆寫或在下方填寫您的產品。',
    'Örnek: stok kodu {{sku}} olan satırlar içe aktarılmaz. Ürününüzü bu satırın üzerine veya altına yazın.',
  ),
  importExampleName: m('18K gold ruby ring', '18K金红宝石戒指', '18K金紅寶石戒指', '18 ayar altın yakut yüzük'),
  importExampleDescription: m(
    'Oval ruby in an 18K yellow gold setting.',
    '椭圆形红宝石，18K黄金镶嵌。',
    '橢圓形紅寶石，18K黃金鑲嵌。',
    '18 ayar sarı altın yuvada oval yakut.',
  ),
  importExampleMinOrder: m('5 pieces', '5 件', '5 件', '5 adet'),
  importHelpVisibility: m(
    'Visibility: “As the showroom” (also an empty cell) follows your showroom privacy; Public, Community, Launch or Private is the product’s own setting and overrides it. Price visibility (required) has the same choices.',
    '可见范围：“同展厅设置”（留空亦同）跟随您的展厅隐私设置；公开、社区、新品发布或私密是该产品自己的设置，优先于展厅隐私设置。价格可见范围（必填）的选项相同。',
    '可見範圍：「同展廳設定」（留空亦同）依循您的展廳隱私設定；公開、社群、新品發表或不公開是該產品自己的設定，優先於展廳隱私設定。價格可見範圍（必填）的選項相同。',
    'Görünürlük: “Showroom ayarına göre” (boş hücre de aynı anlama gelir) showroom gizliliğinizi izler; Herkese açık, Topluluk, Lansman veya Özel ürünün kendi ayarıdır ve showroom gizliliğinin yerine geçer. Fiyat görünürlüğü (zorunlu) aynı seçenekleri sunar.',
  ),
} satisfies Record<string, Messages>;
