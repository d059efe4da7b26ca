<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="spaces" tilewidth="100" tileheight="100" tilecount="6" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="kind" value="tea_party"/>
  </properties>
  <image width="100" height="100" source="../../assets/race/art/space_tea_party.svg"/>
 </tile>
 <tile id="1">
  <properties>
   <property name="kind" value="small_cookies"/>
  </properties>
  <image width="100" height="100" source="../../assets/race/art/space_small_cookies.svg"/>
 </tile>
 <tile id="2">
  <properties>
   <property name="kind" value="caterpillar"/>
  </properties>
  <image width="100" height="100" source="../../assets/race/art/space_caterpillar.svg"/>
 </tile>
 <tile id="3">
  <properties>
   <property name="kind" value="cheshire_cat"/>
  </properties>
  <image width="100" height="100" source="../../assets/race/art/space_cheshire_cat.svg"/>
 </tile>
 <tile id="4">
  <properties>
   <property name="kind" value="rabbit_hole"/>
  </properties>
  <image width="100" height="100" source="../../assets/race/art/space_rabbit_hole.svg"/>
 </tile>
 <tile id="5">
  <properties>
   <property name="kind" value="plain"/>
  </properties>
  <image width="100" height="100" source="../../assets/race/art/space_plain.svg"/>
 </tile>
</tileset>
